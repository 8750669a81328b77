/**
 * Typed custom methods of 课表 (issue 20 "Timetables": class timetables, a person's week, the busy
 * map, the clash check). Pages reach these with `useDataProvider<TimetableDataProvider>()`.
 *
 * CRUD stays with the resources: the entries are getList('timetableEntries') (GET /timetable/list,
 * filter {kind, termId, …}); the import runs through the shared startImport (POST /timetable/import).
 */
import type { DataProvider } from 'react-admin';
import type { ClashResult, TimetableBusy, TimetableKind, TimetableTerm, TimetableWeek } from '../../common/timetables';
import type { DataClient } from './apiClient';
import type { ResourceTable } from './resourceTypes';

/** CRUD endpoints of the timetable resources (merged into the app's table in resources.ts). */
export const timetableResources: ResourceTable = {
  timetableEntries: { list: '/timetable/list' },
};

/** What the clash check is asked: a range ('YYYY-MM-DD HH:mm') and the participants (see POST /timetable/clash). */
export interface ClashQuery {
  startTime: string;
  endTime: string;
  userIds?: number[];
  activityId?: number;
  collegeId?: number;
}

export function timetableMethods(client: DataClient) {
  return {
    /** GET /timetable/terms → the terms with their week counts, latest first. */
    getTimetableTerms: async (): Promise<TimetableTerm[]> => (await client.get<TimetableTerm[] | null>('/timetable/terms', {})) ?? [],
    /** GET /timetable/week {kind, userId, termId?, week?} → the person's TimetableWeek. */
    getTimetableWeek: (q: { kind: TimetableKind; userId: number; termId?: number; week?: number }) => client.get<TimetableWeek>('/timetable/week', q),
    /** GET /timetable/mine {termId?, week?} → the student's own TimetableWeek. */
    getMyTimetable: (q: { termId?: number; week?: number }) => client.get<TimetableWeek>('/timetable/mine', q),
    /** GET /timetable/busy {kind, termId?, week?, collegeId?} → the busy map. */
    getTimetableBusy: (q: { kind: TimetableKind; termId?: number; week?: number; collegeId?: number }) => client.get<TimetableBusy>('/timetable/busy', q),
    /** POST /timetable/clash → ClashResult. Asked silently (meta silent): on a refusal the warning simply stays away. */
    checkClassClash: (q: ClashQuery) => client.post<ClashResult>('/timetable/clash', q),
  };
}

export type TimetableMethods = ReturnType<typeof timetableMethods>;

/** The data provider with these verbs. */
export type TimetableDataProvider = DataProvider & TimetableMethods;
