/**
 * A vote's results (issue 21 "Votes"): a horizontal nivo bar chart of the votes per candidate and
 * the ranked table, counted from the ballots (live for staff, final after the window). Shared by
 * the staff detail page and the student's ballot page.
 */
import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BarChart } from '../../charts';
import type { VoteTally } from '../../../common/votes';

export function ResultsChart({ tallies, compact = false }: { tallies: VoteTally[]; compact?: boolean }) {
  const translate = useTranslate();
  const ranked = [...tallies].sort((a, b) => a.rank - b.rank);
  return (
    <Box>
      <BarChart
        ariaLabel={translate('votes.title.results')} horizontal height={Math.max(160, 44 * tallies.length + 60)}
        data={[...ranked].reverse().map((t) => ({ id: t.candidateId, label: t.name, values: { votes: t.votes } }))}
        series={[{ key: 'votes', label: translate('votes.fields.votes') }]}
        // Votes are whole: at least 0–5 on the axis, and no fractional ticks.
        maxValue={Math.max(5, ...tallies.map((t) => t.votes))} valueFormat={(v) => (Number.isInteger(v) ? String(v) : '')}
      />
      {compact ? null : (
        <Table size="small" sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('votes.fields.rank')}</TableCell>
              <TableCell>{translate('votes.fields.name')}</TableCell>
              <TableCell align="right">{translate('votes.fields.votes')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ranked.map((t) => (
              <TableRow key={t.candidateId}>
                <TableCell>{t.rank}</TableCell>
                <TableCell>{t.name}</TableCell>
                <TableCell align="right">{t.votes}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
