/**
 * The shared date fields (src/resources/shared/dates.tsx): MUI X pickers in the app's language whose
 * values are the wire's strings, 'YYYY-MM-DD' and 'YYYY-MM-DD HH:mm'.
 */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { buildI18nProvider } from '../../src/i18n';
import { DateField, DateTimeField } from '../../src/resources/shared/dates';
import { dateInput, enterDate } from './date-helpers';
import { renderWithAdmin } from './shell-harness';

/** A field holding its value, shown beside it as the page would send it. */
function Holder({ time, initial, onChange }: { time?: boolean; initial: string; onChange?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  const Field = time ? DateTimeField : DateField;
  const change = (v: string) => {
    setValue(v);
    onChange?.(v);
  };
  return (
    <>
      <Field label="开始日期" value={value} onChange={change} />
      <output>{`value=${value}`}</output>
    </>
  );
}

const sections = (label: string) => within(screen.getByRole('group', { name: label })).getAllByRole('spinbutton');

describe('DateField and DateTimeField', () => {
  it('show a day as year-month-day sections with Chinese names in zh-CN', async () => {
    renderWithAdmin(<Holder initial="2026-11-20" />);
    const parts = await screen.findAllByRole('spinbutton');
    expect(parts.map((s) => s.getAttribute('aria-label'))).toEqual(['年份', '月份', '日期']);
    expect(parts.map((s) => s.textContent)).toEqual(['2026', '11', '20']);
    expect(dateInput('开始日期')).toHaveValue('2026-11-20');
  });

  it('use English section names in English', async () => {
    const en = buildI18nProvider('zh-CN');
    await en.changeLocale('en');
    render(
      <I18nContextProvider value={en}>
        <Holder initial="" />
      </I18nContextProvider>,
    );
    expect(sections('开始日期').map((s) => s.getAttribute('aria-label'))).toEqual(['Year', 'Month', 'Day']);
  });

  it('report a typed day as YYYY-MM-DD and a cleared one as empty', async () => {
    const onChange = vi.fn();
    renderWithAdmin(<Holder initial="" onChange={onChange} />);
    await screen.findByRole('group', { name: '开始日期' });
    enterDate('开始日期', '2026-02-28');
    expect(screen.getByText('value=2026-02-28')).toBeInTheDocument();
    expect(sections('开始日期').map((s) => s.textContent)).toEqual(['2026', '02', '28']);
    enterDate('开始日期', '');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('report a day picked from the calendar', async () => {
    renderWithAdmin(<Holder initial="2026-11-20" />);
    fireEvent.click(await screen.findByRole('button', { name: /选择日期/ }));
    fireEvent.click(await screen.findByRole('gridcell', { name: '15' }));
    expect(await screen.findByText('value=2026-11-15')).toBeInTheDocument();
  });

  it('hold a time as YYYY-MM-DD HH:mm on a 24-hour clock', async () => {
    renderWithAdmin(<Holder time initial="2026-11-20 08:00" />);
    await screen.findByRole('group', { name: '开始日期' });
    expect(sections('开始日期').map((s) => s.textContent)).toEqual(['2026', '11', '20', '08', '00']);
    enterDate('开始日期', '2026-12-01 18:30');
    expect(screen.getByText('value=2026-12-01 18:30')).toBeInTheDocument();
    expect(dateInput('开始日期')).toHaveValue('2026-12-01 18:30');
  });
});
