/** Records of personal data shown or exported in full (issue 14 defect 8; migration 20261125_010100). */
import type { ColumnType, Generated } from 'kysely';

/** One full view ('view': one student) or full export ('export': a count and the filter). Names are copies as they were then. */
export interface PersonalDataViewsTable {
  id: Generated<number>;
  schoolId: number;
  userId: number;
  userName: Generated<string>;
  action: 'view' | 'export';
  /** Whose data (migration 20261125_011100): 'staff' rows name the staff member in the student_* columns. */
  subjectKind: Generated<'student' | 'staff'>;
  studentId: number | null;
  studentCode: string | null;
  studentName: string | null;
  studentCount: number | null;
  /** The export's filter (jsonb, written as JSON text). */
  filter: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  ip: Generated<string>;
  createdAt: Generated<Date>;
}
