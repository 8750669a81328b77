/**
 * 第二课堂成绩单 as a sheet of paper (issue 7; spec §3 waysConvert, hoursUnit; §9 decimal places).
 * One component, two layouts: SUMMARY (one A4 page: header, student block, each requirement of the
 * student's rule with required and earned hours, hours per module against its own minimum, totals with 学分 or 分数, the verdict, the date and — once issued — the QR
 * code of /verify/{code} with the code printed XXXX-XXXX-XXXX-XXXX) and DETAILED (the same plus every
 * record behind the hours). The screen and the printout are the same markup; PrintStyles decides
 * what paper gets. On a phone the sheet reflows (two-column student block, the records table scrolls
 * inside its own box) so the page never scrolls sideways.
 */
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslate } from 'react-admin';
import { ReportLayout, scoreUnitOf, type TranscriptContent } from '../../../common/transcripts';
import { groupCode, hoursText, verifyLink } from './format';
import type { Layout } from './paths';
import { builtInName, classifyName } from '../../i18n/labels';

export interface TranscriptViewProps {
  content: TranscriptContent;
  layout: Layout;
  /** Present once the transcript is issued: its code and verification address. */
  issued?: { code: string; verifyUrl?: string | null } | null;
}

/** Ink colours that stay legible in black-and-white printing. */
const INK = { title: '#0d3b73', rule: '#0d3b73', grid: '#9aa7b5', met: '#1b6e3a', notMet: '#b3261e', muted: '#55606e' };

const cellSx = { border: `1px solid ${INK.grid}`, px: 1, py: 0.5, fontSize: 'inherit', lineHeight: 1.45 } as const;
const headSx = { ...cellSx, fontWeight: 600, bgcolor: '#eef2f7', color: '#1d2a3a' } as const;

function StudentBlock({ content }: { content: TranscriptContent }) {
  const translate = useTranslate();
  const s = content.student;
  const items: [string, string][] = [
    ['name', s.name],
    ['code', s.code],
    ['gender', translate(`transcripts.gender.${s.gender}`, { _: '-' })],
    // The server writes the label (spec §3 codes); said in the interface's language through its code.
    ['politics', s.politics ? builtInName(translate, s.politics, 'students.politics') : '-'],
    ['college', s.collegeName || '-'],
    ['major', s.majorName || '-'],
    ['class', s.className || '-'],
    ['grade', s.grade || '-'],
  ];
  return (
    <Box
      component="dl"
      data-testid="transcript-student"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' }, border: `1px solid ${INK.grid}`, borderRight: 0, borderBottom: 0 }}
    >
      {items.map(([key, value]) => (
        <Box key={key} sx={{ display: 'flex', borderRight: `1px solid ${INK.grid}`, borderBottom: `1px solid ${INK.grid}`, minWidth: 0 }}>
          <Box component="dt" sx={{ flex: '0 0 auto', px: 1, py: 0.5, bgcolor: '#eef2f7', fontWeight: 600, whiteSpace: 'nowrap' }}>
            {translate(`transcripts.student.${key}`)}
          </Box>
          <Box component="dd" sx={{ m: 0, px: 1, py: 0.5, minWidth: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function ClassifyTable({ content, places }: { content: TranscriptContent; places: number }) {
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('transcripts.classify.caption')} sx={{ borderCollapse: 'collapse' }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...headSx, width: '40%' }}>{translate('transcripts.classify.name')}</TableCell>
            <TableCell sx={{ ...headSx, width: '22%' }} align="right">{translate('transcripts.classify.hours')}</TableCell>
            <TableCell sx={{ ...headSx, width: '22%' }} align="right">{translate('transcripts.classify.min')}</TableCell>
            <TableCell sx={headSx} align="center">{translate('transcripts.classify.met')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {content.byClassify.map((c) => {
            // A module without a minimum of its own has nothing to meet: a dash, not a tick (issue 13).
            const required = Number(c.minHours) > 0;
            return (
              <TableRow key={c.classifyId} className="transcript-row">
                <TableCell sx={cellSx}>{classifyName(translate, c.classifyName)}</TableCell>
                <TableCell sx={cellSx} align="right">{hoursText(c.hours, places)}</TableCell>
                <TableCell sx={cellSx} align="right">{required ? hoursText(c.minHours, places) : translate('transcripts.classify.none')}</TableCell>
                <TableCell sx={{ ...cellSx, color: required ? (c.met ? INK.met : INK.notMet) : INK.muted }} align="center">
                  {required ? <MetMark met={c.met} /> : translate('transcripts.classify.none')}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function MetMark({ met }: { met: boolean }) {
  const translate = useTranslate();
  return met ? (
    <CheckIcon fontSize="small" titleAccess={translate('transcripts.classify.yes')} sx={{ verticalAlign: 'middle' }} />
  ) : (
    <CloseIcon fontSize="small" titleAccess={translate('transcripts.classify.no')} sx={{ verticalAlign: 'middle' }} />
  );
}

/** Each requirement of the student's rule with its required and earned hours (issue 13); absent on transcripts issued before. */
function RequirementsTable({ lines, places }: { lines: NonNullable<TranscriptContent['requirements']>; places: number }) {
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('transcripts.requirements.caption')} data-testid="transcript-requirements" sx={{ borderCollapse: 'collapse' }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...headSx, width: '40%' }}>{translate('transcripts.requirements.name')}</TableCell>
            <TableCell sx={{ ...headSx, width: '22%' }} align="right">{translate('transcripts.requirements.required')}</TableCell>
            <TableCell sx={{ ...headSx, width: '22%' }} align="right">{translate('transcripts.requirements.earned')}</TableCell>
            <TableCell sx={headSx} align="center">{translate('transcripts.classify.met')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={`${l.requirement}-${l.classifyId ?? ''}`} className="transcript-row">
              <TableCell sx={cellSx}>{translate(`transcripts.requirements.kinds.${l.requirement}`, { name: l.label.replace(/学时$/, ''), _: l.label })}</TableCell>
              <TableCell sx={cellSx} align="right">{hoursText(l.required, places)}</TableCell>
              <TableCell sx={cellSx} align="right">{hoursText(l.earned, places)}</TableCell>
              <TableCell sx={{ ...cellSx, color: l.met ? INK.met : INK.notMet }} align="center">
                <MetMark met={l.met} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function RecordsTable({ content, places }: { content: TranscriptContent; places: number }) {
  const translate = useTranslate();
  return (
    <Box component="section" className="transcript-records">
      <Typography component="h2" sx={{ fontSize: '1.05em', fontWeight: 600, color: INK.title, mt: 2, mb: 0.75 }}>
        {translate('transcripts.records.caption', { count: content.records.length })}
      </Typography>
      {content.records.length === 0 ? (
        <Typography sx={{ fontSize: 'inherit', color: INK.muted }}>{translate('transcripts.records.empty')}</Typography>
      ) : (
        // A phone scrolls this box, not the page.
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('transcripts.records.caption', { count: content.records.length })} sx={{ borderCollapse: 'collapse', minWidth: 560 }}>
            <TableHead>
              <TableRow>
                {(['source', 'name', 'classify', 'hours', 'term', 'date'] as const).map((k) => (
                  <TableCell key={k} sx={headSx} align={k === 'hours' ? 'right' : 'left'}>
                    {translate(`transcripts.records.${k}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {content.records.map((r, i) => (
                <TableRow key={i} className="transcript-row">
                  <TableCell sx={{ ...cellSx, whiteSpace: 'nowrap' }}>{translate(`transcripts.records.sources.${r.sourceType}`, { _: '-' })}</TableCell>
                  <TableCell sx={cellSx}>{r.sourceName}</TableCell>
                  <TableCell sx={{ ...cellSx, whiteSpace: 'nowrap' }}>{classifyName(translate, r.classifyName)}</TableCell>
                  <TableCell sx={cellSx} align="right">{hoursText(r.hours, places)}</TableCell>
                  <TableCell sx={{ ...cellSx, whiteSpace: 'nowrap' }}>{r.termName || '-'}</TableCell>
                  <TableCell sx={{ ...cellSx, whiteSpace: 'nowrap' }}>{r.date}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

/** 成长记录 (issue 21): the approved honours and employment records, when there are any. */
function GrowthTable({ content }: { content: TranscriptContent }) {
  const translate = useTranslate();
  const items = content.growth ?? [];
  if (items.length === 0) return null;
  const caption = translate('transcripts.growth.caption', { count: items.length });
  return (
    <Box component="section" className="transcript-growth" data-testid="transcript-growth">
      <Typography component="h2" sx={{ fontSize: '1.05em', fontWeight: 600, color: INK.title, mt: 2, mb: 0.75 }}>{caption}</Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={caption} sx={{ borderCollapse: 'collapse', minWidth: 420 }}>
          <TableHead>
            <TableRow>
              {(['kind', 'title', 'detail', 'date'] as const).map((k) => <TableCell key={k} sx={headSx}>{translate(`transcripts.growth.${k}`)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((g, i) => (
              <TableRow key={i} className="transcript-row">
                <TableCell sx={{ ...cellSx, whiteSpace: 'nowrap' }}>{translate(`transcripts.growth.kinds.${g.kind}`)}</TableCell>
                <TableCell sx={cellSx}>{g.title}</TableCell>
                <TableCell sx={cellSx}>{g.detail}</TableCell>
                <TableCell sx={{ ...cellSx, whiteSpace: 'nowrap' }}>{g.date}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

export function TranscriptView({ content, layout, issued }: TranscriptViewProps) {
  const translate = useTranslate();
  const { school, verdict } = content;
  const places = school.decimalPlaces;
  const unit = school.hoursUnit || translate('transcripts.hoursUnit');
  const scoreUnit = content.scoreUnit || scoreUnitOf(school.waysConvert);
  const link = issued ? verifyLink(issued) : '';
  const verdictInk = verdict.met ? INK.met : verdict.recordOnly ? INK.muted : INK.notMet;

  return (
    <Box
      component="article"
      className="transcript-sheet"
      data-layout={layout === ReportLayout.DETAILED ? 'detailed' : 'summary'}
      aria-label={translate('transcripts.title')}
      sx={{
        bgcolor: '#fff',
        color: '#1d2a3a',
        width: '100%',
        maxWidth: '210mm',
        minHeight: { md: layout === ReportLayout.SUMMARY ? '297mm' : undefined },
        mx: 'auto',
        boxSizing: 'border-box',
        p: { xs: 2, sm: 4, md: '14mm' },
        fontSize: { xs: 13, sm: 14 },
        boxShadow: { xs: 'none', sm: '0 1px 6px rgba(0,0,0,0.15)' },
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      <Box component="header" sx={{ textAlign: 'center', borderBottom: `2px solid ${INK.rule}`, pb: 1.25 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'center' }}>
          {school.logo ? <Box component="img" src={school.logo} alt="" sx={{ width: 44, height: 44, objectFit: 'contain' }} /> : null}
          <Typography component="p" sx={{ fontSize: '1.2em', fontWeight: 600, letterSpacing: 2 }} data-testid="transcript-school">
            {school.name}
          </Typography>
        </Stack>
        <Typography component="h1" sx={{ mt: 0.5, fontSize: { xs: '1.45em', sm: '1.7em' }, fontWeight: 700, letterSpacing: 4, color: INK.title }}>
          {translate('transcripts.title')}
        </Typography>
      </Box>

      <StudentBlock content={content} />
      {content.requirements && content.requirements.length > 0 && <RequirementsTable lines={content.requirements} places={places} />}
      <ClassifyTable content={content} places={places} />

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 4 }, fontSize: '1.05em' }} data-testid="transcript-totals">
        <Box>
          <Box component="span" sx={{ fontWeight: 600 }}>{translate('transcripts.total.hours')}：</Box>
          <Box component="span" data-testid="transcript-total-hours">{hoursText(content.totalHours, places)}</Box> {unit}
        </Box>
        <Box>
          <Box component="span" sx={{ fontWeight: 600 }} data-testid="transcript-score-unit">{scoreUnit}</Box>：
          <Box component="span" data-testid="transcript-score">{hoursText(content.score, places)}</Box>
        </Box>
      </Box>

      <Box data-testid="transcript-verdict" sx={{ border: `1px solid ${verdictInk}`, px: 1.5, py: 1 }}>
        <Typography component="p" sx={{ fontSize: 'inherit', fontWeight: 600, color: verdictInk }}>
          {translate('transcripts.verdict.title')}：
          {translate(verdict.met ? 'transcripts.verdict.met' : verdict.recordOnly ? 'transcripts.verdict.recordOnly' : 'transcripts.verdict.notMet')}
        </Typography>
        {verdict.missing.length > 0 && (
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {verdict.missing.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Box>
        )}
      </Box>

      {layout === ReportLayout.DETAILED && <RecordsTable content={content} places={places} />}
      <GrowthTable content={content} />

      <Box
        component="footer"
        className="transcript-footer"
        sx={{ mt: 'auto', pt: 1.5, display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', breakInside: 'avoid' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontSize: 'inherit' }} data-testid="transcript-date">
            {translate(issued ? 'transcripts.issueDate' : 'transcripts.previewDate')}：{content.issueDate}
          </Typography>
          {issued ? (
            <>
              <Typography sx={{ fontSize: 'inherit' }}>
                {translate('transcripts.code')}：
                <Box component="span" data-testid="transcript-code" sx={{ fontFamily: 'monospace', fontSize: '1.1em', letterSpacing: 1 }}>
                  {groupCode(issued.code)}
                </Box>
              </Typography>
              <Typography sx={{ fontSize: '0.85em', color: INK.muted, overflowWrap: 'anywhere' }}>
                {translate('transcripts.verifyHint', { site: `${window.location.origin}/verify` })}
              </Typography>
            </>
          ) : (
            <Typography sx={{ fontSize: '0.85em', color: INK.muted }}>{translate('transcripts.previewNote')}</Typography>
          )}
        </Box>
        {issued && (
          <QRCodeSVG value={link} size={96} level="M" marginSize={0} role="img" aria-label={translate('transcripts.qrLabel')} data-value={link} />
        )}
      </Box>
    </Box>
  );
}
