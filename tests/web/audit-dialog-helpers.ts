/**
 * Steps shared by the review dialogs of activities and declarations (spec §4 audits): 驳回 refuses
 * a missing or blank reason before calling anything, and the server's refusal stays in the dialog.
 */
import { expect, type Mock } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '../../src/dataProvider/errors';
import { rowOf } from './shell-harness';

/**
 * In the open 驳回 `dialog`: 驳回 without a reason shows 驳回必须填写原因, with `blank` calls
 * nothing (`audit` not called); then types `reason` and clicks 驳回 (the caller checks the call).
 */
export async function rejectWithReason(dialog: HTMLElement, audit: Mock, blank: string, reason: string) {
  const reject = () => fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
  const type = (value: string) => fireEvent.change(within(dialog).getByLabelText(/驳回原因/), { target: { value } });
  reject();
  expect(await within(dialog).findByText('驳回必须填写原因')).toBeInTheDocument();
  type(blank);
  reject();
  expect(audit).not.toHaveBeenCalled();
  type(reason);
  reject();
}

/** `audit` refuses once with `msg` (code 10002): after 通过 on the row `rowName` and in its dialog, the dialog shows `msg`. */
export async function expectRefusalInDialog(audit: Mock, rowName: string, msg: string) {
  audit.mockRejectedValueOnce(new ApiError(10002, msg));
  fireEvent.click(within(await rowOf(rowName)).getByRole('button', { name: '通过' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: '通过' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(msg);
}
