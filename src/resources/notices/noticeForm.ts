/**
 * The notice form's values and checks (issue 13). The checks are the server's own schema
 * (common/notices.ts noticeAddParams): a field it refuses gets the form's message — required when
 * blank, too long past the limit, otherwise a character that cannot be saved.
 */
import {
  NOTICE_CONTENT_MAX, NOTICE_TITLE_MAX, noticeAddParams,
  type NoticeAudience, type NoticeDetail,
} from '../../../common/notices';
import type { FieldErrors } from '../shared/useFormState';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface NoticeValues {
  title: string;
  content: string;
  audience: NoticeAudience;
  /** '' until a college is chosen. */
  collegeId: number | '';
  pinned: boolean;
}

export const emptyNoticeValues = (): NoticeValues => ({ title: '', content: '', audience: 'all', collegeId: '', pinned: false });

export function fromDetail(d: NoticeDetail): NoticeValues {
  return { title: d.title, content: d.content, audience: d.audience, collegeId: d.collegeId ?? '', pinned: d.pinned };
}

/** The body of add / update (without id and publish). */
export function toInput(v: NoticeValues) {
  return {
    title: v.title,
    content: v.content,
    audience: v.audience,
    ...(v.audience === 'college' ? { collegeId: v.collegeId } : {}),
    pinned: v.pinned,
  };
}

const limits: Partial<Record<keyof NoticeValues, number>> = { title: NOTICE_TITLE_MAX, content: NOTICE_CONTENT_MAX };

/** Field → translated message for every field the schema refuses; {} when the form can be sent. */
export function validateNotice(translate: Translate, v: NoticeValues): FieldErrors<NoticeValues> {
  const errors: FieldErrors<NoticeValues> = {};
  // The schema names the college only once every field is valid; the form says everything at once.
  if (v.audience === 'college' && v.collegeId === '') errors.collegeId = translate('notices.validation.college_required');
  const parsed = noticeAddParams.safeParse(toInput(v));
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as keyof NoticeValues;
    if (!(field in v) || errors[field]) continue;
    if (field === 'collegeId') errors.collegeId = translate('notices.validation.college_required');
    else if (field === 'audience') errors.audience = translate('notices.validation.audience_required');
    else if (field === 'title' || field === 'content') {
      const text = String(v[field] ?? '').trim();
      const kind = text === '' ? 'required' : text.length > (limits[field] ?? Infinity) ? 'length' : 'invalid';
      errors[field] = translate(`notices.validation.${field}_${kind}`);
    }
  }
  return errors;
}
