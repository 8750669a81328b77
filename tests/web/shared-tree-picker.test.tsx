/**
 * The tree picker of organisations, colleges, majors and classes (issue 18 item 8): parents above
 * their children in the structure's own order, children indented, majors and classes under a
 * header of their college or major, and a search that keeps a parent's children in view.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Form, TestMemoryRouter } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { treePickerOptions, TreePickerInput, type TreeChoice } from '../../src/resources/shared/TreePicker';

// Sent in the server's order (order_id, id): a sub-department may come before its parent.
const organisations: TreeChoice[] = [
  { id: 7, name: '学习部', parentId: 1 },
  { id: 1, name: '校学生会', parentId: 0 },
  { id: 3, name: '摄影协会', parentId: 0 },
  { id: 9, name: '计算机学院学生会', parentId: 0 },
  { id: 8, name: '文艺部', parentId: 1 },
  { id: 10, name: '科创部', parentId: 9 },
];

function Value({ source }: { source: string }) {
  const value = useWatch({ name: source });
  return <output data-testid="value">{JSON.stringify(value ?? null)}</output>;
}

function renderPicker(choices: TreeChoice[], multiple = false) {
  return render(
    <TestMemoryRouter>
      <AdminContext>
        <Form defaultValues={{ organizationId: multiple ? [] : '' }}>
          <TreePickerInput source="organizationId" label="主办组织" choices={choices} multiple={multiple} />
          <Value source="organizationId" />
        </Form>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('treePickerOptions', () => {
  it('puts each parent directly above its children, siblings in the order sent, with the depth to indent', () => {
    const options = treePickerOptions(organisations);
    expect(options.map((o) => [o.name, o.depth, o.parent])).toEqual([
      ['校学生会', 0, true], ['学习部', 1, false], ['文艺部', 1, false], ['摄影协会', 0, false], ['计算机学院学生会', 0, true], ['科创部', 1, false],
    ]);
  });

  it('groups majors under their college in the order the colleges come', () => {
    const majors: TreeChoice[] = [
      { id: 1, name: '软件工程', group: '计算机学院' }, { id: 2, name: '英语', group: '外国语学院' }, { id: 3, name: '网络工程', group: '计算机学院' },
    ];
    expect(treePickerOptions(majors).map((o) => [o.group, o.name])).toEqual([['计算机学院', '软件工程'], ['计算机学院', '网络工程'], ['外国语学院', '英语']]);
  });
});

describe('TreePickerInput', () => {
  it('lists the tree in order, finds a parent with its children, and sets the picked id', async () => {
    renderPicker(organisations);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '主办组织' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['校学生会', '学习部', '文艺部', '摄影协会', '计算机学院学生会', '科创部']);
    // Typing a parent's name keeps its sub-departments, and nothing else.
    screen.getByRole('combobox', { name: '主办组织' }).focus();
    fireEvent.change(screen.getByRole('combobox', { name: '主办组织' }), { target: { value: '校学生会' } });
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['校学生会', '学习部', '文艺部']));
    fireEvent.click(screen.getByRole('option', { name: '文艺部' }));
    expect(screen.getByTestId('value')).toHaveTextContent('8');
    expect(screen.getByRole('combobox', { name: '主办组织' })).toHaveValue('文艺部');
  });

  it('shows a header per college over its majors', async () => {
    render(
      <TestMemoryRouter>
        <AdminContext>
          <Form defaultValues={{ majorId: '' }}>
            <TreePickerInput source="majorId" label="专业" choices={[{ id: 1, name: '软件工程', group: '计算机学院' }, { id: 2, name: '英语', group: '外国语学院' }]} />
          </Form>
        </AdminContext>
      </TestMemoryRouter>,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '专业' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('计算机学院')).toBeInTheDocument();
    expect(within(listbox).getByText('外国语学院')).toBeInTheDocument();
  });

  it('picks several with `multiple`', async () => {
    renderPicker(organisations, true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '主办组织' }));
    fireEvent.click(await screen.findByRole('option', { name: '摄影协会' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '主办组织' }));
    fireEvent.click(await screen.findByRole('option', { name: '科创部' }));
    expect(screen.getByTestId('value')).toHaveTextContent('[3,10]');
  });
});
