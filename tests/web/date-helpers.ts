/**
 * Entering dates in the MUI X pickers of src/resources/shared/dates.tsx. A picker shows its value
 * as editable sections (year, month, day…) and keeps the whole text in one hidden input that its
 * label points at; changing that input is what typing or pasting a whole date does.
 */
import { fireEvent, screen, type BoundFunctions, type queries } from '@testing-library/react';

type Scope = BoundFunctions<typeof queries>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The picker labelled `label` (a required mark after it allowed): its value is the field's text, '' when empty. */
export function dateInput(label: string, scope: Scope = screen): HTMLInputElement {
  return scope.getByLabelText(new RegExp(`^${escape(label)}(\\s*\\*)?$`), { selector: 'input' }) as HTMLInputElement;
}

/** Enters `value` ('YYYY-MM-DD' or 'YYYY-MM-DD HH:mm', as the field shows it) into the picker labelled `label`. */
export function enterDate(label: string, value: string, scope: Scope = screen): void {
  fireEvent.change(dateInput(label, scope), { target: { value } });
}
