/**
 * Lists that fit the screen (issue 18 item 2): a FitBox whose table is wider than its room turns
 * compact — secondary columns out, row actions folded into the ⋮ menu (更多操作) — and wide again
 * once the room is back; a folded action still works and never opens the row.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { FitBox, RowActions, useCompact } from '../../src/resources/shared/FitTable';
import { buildI18nProvider } from '../../src/i18n';

// jsdom lays nothing out: the box's room and the table's width are set here, the observer fired by hand.
let room = 1000;
const WIDE = 1200;
const NARROW = 900;
let fire: () => void = () => undefined;
const originals = {
  client: Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!,
  scroll: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollWidth')!,
};

beforeEach(() => {
  room = 1000;
  vi.stubGlobal('ResizeObserver', class {
    constructor(cb: () => void) {
      fire = cb;
    }
    observe() {}
    disconnect() {}
  });
  Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get(this: HTMLElement) { return this.dataset?.compact !== undefined ? room : 0; } });
  Object.defineProperty(Element.prototype, 'scrollWidth', {
    configurable: true,
    get(this: HTMLElement) { return this.dataset?.compact === 'true' ? NARROW : WIDE; },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(Element.prototype, 'clientWidth', originals.client);
  Object.defineProperty(Element.prototype, 'scrollWidth', originals.scroll);
});

function Row({ onRow, onReject }: { onRow: () => void; onReject: () => void }) {
  const compact = useCompact();
  return (
    <table>
      <tbody>
        <tr onClick={onRow}>
          <td>急救技能培训</td>
          {compact ? null : <td>系统管理员</td>}
          <td>
            <RowActions
              actions={[
                { key: 'pass', label: '通过', onClick: () => undefined },
                { key: 'reject', label: '驳回', color: 'error', onClick: onReject },
                { key: 'refuse', label: '拒绝', color: 'error', onClick: () => undefined },
              ]}
            />
          </td>
        </tr>
      </tbody>
    </table>
  );
}

const renderRow = (onRow = vi.fn(), onReject = vi.fn()) => {
  render(
    <AdminContext i18nProvider={buildI18nProvider('zh-CN')}>
      <FitBox>
        <Row onRow={onRow} onReject={onReject} />
      </FitBox>
    </AdminContext>,
  );
  return { onRow, onReject };
};

describe('FitBox and RowActions', () => {
  it('keeps the full row when the table fits', () => {
    room = 1300;
    renderRow();
    expect(screen.getByText('系统管理员')).toBeInTheDocument();
    for (const name of ['通过', '驳回', '拒绝']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '更多操作' })).toBeNull();
  });

  it('folds 驳回 and 拒绝 into ⋮ and leaves out the secondary column when the table overflows; a folded action works without opening the row', async () => {
    const { onRow, onReject } = renderRow();
    expect(screen.queryByText('系统管理员')).toBeNull();
    expect(screen.getByRole('button', { name: '通过' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '驳回' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '更多操作' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '驳回' }));
    expect(onReject).toHaveBeenCalledTimes(1);
    expect(onRow).not.toHaveBeenCalled();
  });

  it('is wide again once the room is what the full table needed', () => {
    renderRow();
    expect(screen.getByRole('button', { name: '更多操作' })).toBeInTheDocument();
    room = WIDE;
    act(() => fire());
    expect(screen.getByText('系统管理员')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '拒绝' })).toBeInTheDocument();
  });
});
