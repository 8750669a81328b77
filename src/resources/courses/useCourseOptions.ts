/** The choices of the course forms and filters (GET /course/form/options), cached per session. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CourseDataProvider } from '../../dataProvider/courses';

export function useCourseOptions() {
  const dataProvider = useDataProvider<CourseDataProvider>();
  return useQuery({ queryKey: ['course-form-options'], queryFn: () => dataProvider.getCourseFormOptions(), staleTime: 60_000 });
}

/** The sections as choices of a picker: {id, name: 'course · section'}. */
export const sectionChoice = (s: { id: number; courseName: string; name: string }) => ({ id: s.id, name: `${s.courseName} · ${s.name}` });
