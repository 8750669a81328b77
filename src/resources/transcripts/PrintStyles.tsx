/**
 * Paper rules for the transcript pages (issue 7 "print cleanly from the browser"): A4 with margins,
 * only the sheet (no shell, toolbar, lists or dialogs), colours kept, page breaks between table
 * rows only and the records' header repeated on each page. Rendered by the pages that show a
 * TranscriptView, so other pages print as before.
 */
import { GlobalStyles } from '@mui/material';

/** Elements with this class never reach paper (toolbars, lists, buttons). */
export const NO_PRINT = 'no-print';
/** The wrapper whose content alone is printed. */
export const PRINT_ROOT = 'transcript-print';

export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@page': { size: 'A4', margin: '12mm 14mm' },
        '@media print': {
          'html, body': { background: '#fff !important' },
          // The shell (header, side menu, breadcrumb, assistant) keeps its place but is not drawn;
          // the sheet is lifted to the top-left of the first page.
          'body *': { visibility: 'hidden' },
          [`.${PRINT_ROOT}, .${PRINT_ROOT} *`]: { visibility: 'visible' },
          [`.${PRINT_ROOT}`]: { position: 'absolute', left: 0, top: 0, width: '100%', margin: '0 !important', padding: '0 !important' },
          [`.${NO_PRINT}`]: { display: 'none !important' },
          '*': { WebkitPrintColorAdjust: 'exact', printColorAdjust: 'exact' },
          '.transcript-sheet': {
            boxShadow: 'none !important',
            padding: '0 !important',
            maxWidth: 'none !important',
            minHeight: '0 !important',
            fontSize: '10.5pt !important',
          },
          // The one-page summary fills the printable height so that the date and QR sit at the foot.
          '.transcript-sheet[data-layout="summary"]': { minHeight: '265mm !important' },
          '.transcript-sheet thead': { display: 'table-header-group' },
          '.transcript-sheet tr, .transcript-footer, .transcript-sheet dl': { breakInside: 'avoid' },
          '.transcript-records .MuiTableContainer-root': { overflow: 'visible !important' },
          '.transcript-records table': { minWidth: '0 !important' },
        },
      }}
    />
  );
}
