/**
 * The timetable import jobs (issue 20; issue 17: declared once, run by any node), one per kind since
 * the sheet reader's columns differ by their code header (学号 or 工号). Input {scope, mode, kind,
 * termId}; the upload is kept with the job and its rows are written once (writeOnce).
 */
import type { TimetableKind } from '../../../common/timetables.js';
import { defineImportJob } from '../../jobs/sheets/index.js';
import { IMPORT_COLUMNS, IMPORT_JOB, runTimetableImport, type TimetableImportInput } from './import.js';

const importJob = (kind: TimetableKind) => defineImportJob<TimetableImportInput>(`${IMPORT_JOB}-${kind}`, IMPORT_COLUMNS[kind], runTimetableImport);

/** POST /timetable/import's jobs by kind. */
export const timetableImportJobs = { student: importJob('student'), teacher: importJob('teacher') };
