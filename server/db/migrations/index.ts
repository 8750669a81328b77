/**
 * Every migration, in order. Listed statically (not read from the folder) so the same list runs under
 * tsx, vitest and a bundler. The key is the file name: a timestamp, then what it does.
 */
import type { Migration } from 'kysely';
import * as m000100 from './20261121_000100_tenants_users.js';
import * as m000200 from './20261121_000200_school_structure.js';
import * as m000300 from './20261121_000300_auth.js';
import * as m001100 from './20261121_001100_structure_tree.js';
import * as m001200 from './20261121_001200_organizations.js';
import * as m002100 from './20261121_002100_student_totals_history.js';
import * as m002200 from './20261121_002200_jobs.js';
import * as m003000 from './20261121_003000_role_scope.js';
import * as m003100 from './20261121_003100_roles_modules_api.js';
import * as m003200 from './20261121_003200_staff.js';
import * as m004100 from './20261121_004100_flow_templates.js';
import * as m004500 from './20261121_004500_classify_terms_ledger.js';
import * as m005000 from './20261121_005000_activities.js';
import * as m006000 from './20261121_006000_declarations.js';
import * as m007000 from './20261121_007000_transcripts.js';
import * as m008000 from './20261121_008000_dashboard.js';
import * as m009000 from './20261124_009000_hours_requirements.js';
import * as m009100 from './20261124_009100_terms_academic_year.js';
import * as m009200 from './20261124_009200_notices.js';
import * as m009300 from './20261124_009300_warning_tiers.js';
import * as m010000 from './20261125_010000_integrity_constraints.js';
import * as m010100 from './20261125_010100_personal_data.js';
import * as m010200 from './20261125_010200_auth_hardening.js';
import * as m010300 from './20261125_010300_import_limits.js';
import * as m011000 from './20261125_011000_transcript_batch_students.js';
import * as m011100 from './20261125_011100_staff_personal_data.js';
import * as m011200 from './20261125_011200_personal_data_log_menu.js';
import * as m012000 from './20261126_012000_sso.js';
import * as m012500 from './20261126_012500_list_indexes.js';
import * as m013000 from './20261126_013000_durable_jobs.js';
import * as m013500 from './20261126_013500_citus_keys.js';
import * as m014000 from './20261126_014000_auth_cache_notify.js';
import * as m015000 from './20261126_015000_completion_reports.js';
import * as m015500 from './20261126_015500_module_english_names.js';
import * as m016000 from './20261126_016000_table_change_notify.js';
import * as m020000 from './20261126_020000_review_kinds.js';
import * as m021000 from './20261126_021000_volunteering.js';
import * as m022000 from './20261126_022000_organization_lifecycle.js';
import * as m023000 from './20261126_023000_social_practice.js';
import * as m024000 from './20261126_024000_venues.js';
import * as m030000 from './20261126_030000_review_kinds_ii.js';
import * as m031000 from './20261126_031000_ideology.js';
import * as m032000 from './20261126_032000_quizzes.js';
import * as m033000 from './20261126_033000_innovation.js';
import * as m034000 from './20261126_034000_courses.js';
import * as m035000 from './20261126_035000_timetables.js';
import * as m036000 from './20261126_036000_volunteer_certificates.js';
import * as m041000 from './20261126_041000_votes.js';
import * as m042000 from './20261126_042000_honours.js';
import * as m043000 from './20261126_043000_evaluations.js';
import * as m044000 from './20261126_044000_points.js';
import * as m045000 from './20261126_045000_punishments.js';
import * as m046000 from './20261126_046000_document_templates.js';
import * as m047000 from './20261126_047000_banners.js';
import * as m050000 from './20261126_050000_credit_replace.js';
import * as m051000 from './20261126_051000_moments.js';
import * as m052000 from './20261126_052000_journals.js';
import * as m053000 from './20261126_053000_sign_tasks.js';
import * as m054000 from './20261126_054000_fields.js';
import * as m055000 from './20261126_055000_school_city.js';

export const migrations: Record<string, Migration> = {
  '20261121_000100_tenants_users': m000100,
  '20261121_000200_school_structure': m000200,
  '20261121_000300_auth': m000300,
  '20261121_001100_structure_tree': m001100,
  '20261121_001200_organizations': m001200,
  '20261121_002100_student_totals_history': m002100,
  '20261121_002200_jobs': m002200,
  '20261121_003000_role_scope': m003000,
  '20261121_003100_roles_modules_api': m003100,
  '20261121_003200_staff': m003200,
  '20261121_004100_flow_templates': m004100,
  '20261121_004500_classify_terms_ledger': m004500,
  '20261121_005000_activities': m005000,
  '20261121_006000_declarations': m006000,
  '20261121_007000_transcripts': m007000,
  '20261121_008000_dashboard': m008000,
  '20261124_009000_hours_requirements': m009000,
  '20261124_009100_terms_academic_year': m009100,
  '20261124_009200_notices': m009200,
  '20261124_009300_warning_tiers': m009300,
  '20261125_010000_integrity_constraints': m010000,
  '20261125_010100_personal_data': m010100,
  '20261125_010200_auth_hardening': m010200,
  '20261125_010300_import_limits': m010300,
  '20261125_011000_transcript_batch_students': m011000,
  '20261125_011100_staff_personal_data': m011100,
  '20261125_011200_personal_data_log_menu': m011200,
  '20261126_012000_sso': m012000,
  '20261126_012500_list_indexes': m012500,
  '20261126_013000_durable_jobs': m013000,
  '20261126_013500_citus_keys': m013500,
  '20261126_014000_auth_cache_notify': m014000,
  '20261126_015000_completion_reports': m015000,
  '20261126_015500_module_english_names': m015500,
  '20261126_016000_table_change_notify': m016000,
  '20261126_020000_review_kinds': m020000,
  '20261126_021000_volunteering': m021000,
  '20261126_022000_organization_lifecycle': m022000,
  '20261126_023000_social_practice': m023000,
  '20261126_024000_venues': m024000,
  '20261126_030000_review_kinds_ii': m030000,
  '20261126_031000_ideology': m031000,
  '20261126_032000_quizzes': m032000,
  '20261126_033000_innovation': m033000,
  '20261126_034000_courses': m034000,
  '20261126_035000_timetables': m035000,
  '20261126_036000_volunteer_certificates': m036000,
  '20261126_041000_votes': m041000,
  '20261126_042000_honours': m042000,
  '20261126_043000_evaluations': m043000,
  '20261126_044000_points': m044000,
  '20261126_045000_punishments': m045000,
  '20261126_046000_document_templates': m046000,
  '20261126_047000_banners': m047000,
  '20261126_050000_credit_replace': m050000,
  '20261126_051000_moments': m051000,
  '20261126_052000_journals': m052000,
  '20261126_053000_sign_tasks': m053000,
  '20261126_054000_fields': m054000,
  '20261126_055000_school_city': m055000,
};
