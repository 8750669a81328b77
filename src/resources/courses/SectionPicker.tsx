/**
 * The section chooser of 考勤签到 and 成绩与结课: the caller's reachable sections (all of them for
 * 教学班 holders, else the ones they teach; GET /course/section/list), the choice kept in `?sectionId=`.
 */
import { MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { SectionRow } from '../../../common/courses';
import { sectionChoice } from './useCourseOptions';

export function useSectionChoice(): [SectionRow | undefined, SectionRow[], (id: number) => void] {
  const [params, setParams] = useSearchParams();
  const { data = [] } = useGetList<SectionRow>('courseSections', { pagination: { page: 1, perPage: 40 }, filter: {} });
  const id = Number(params.get('sectionId')) || data.find((s) => s.status === 1)?.id || data[0]?.id;
  return [data.find((s) => s.id === id), data, (next) => setParams({ sectionId: String(next) }, { replace: true })];
}

export function SectionPicker({ value, sections, onChange }: { value?: SectionRow; sections: SectionRow[]; onChange: (id: number) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      select size="small" label={translate('courses.hint.pickSection')} value={value?.id ?? ''} onChange={(e) => onChange(Number(e.target.value))}
      sx={{ width: { xs: '100%', sm: 360 }, my: 1 }}
    >
      {sections.map((s) => <MenuItem key={s.id} value={s.id}>{sectionChoice(s).name}</MenuItem>)}
    </TextField>
  );
}
