/**
 * The notice form's values and checks (issue 13). The checks are the server's own fields
 * (common/notices.ts noticeFields): a field it refuses gets the form's message — required when
 * blank, too long past the limit, otherwise a character that cannot be saved.
 */
import { z } from 'zod';
import {
  collegeNamed, NOTICE_CONTENT_MAX, NOTICE_TITLE_MAX, noticeFields,
  type NoticeAudience, type NoticeDetail,
} from '../../../common/notices';
import { schemaResolver } from '../shared/schemaForm';

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
    // react-admin's inputs hold null for a cleared field: sent as blank.
    title: v.title ?? '',
    content: v.content ?? '',
    audience: v.audience,
    ...(v.audience === 'college' ? { collegeId: v.collegeId } : {}),
    pinned: v.pinned,
  };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The form's schema: the endpoint's fields over the body `toInput` builds, and its college rule
 * stated with the field problems (the endpoint's own refinement runs only once every field parses).
 */
export const noticeFormSchema = z
  .custom<NoticeValues>()
  .transform((v): unknown => toInput(v))
  .pipe(z.object(noticeFields).superRefine(collegeNamed, { when: () => true }));

/** The form's resolver: the schema's messages as the form's (required, too long, or a character that cannot be saved); it submits the values as entered. */
export function noticeResolver(translate: Translate) {
  const texts = (field: 'title' | 'content', max: number) => ({
    [`参数错误: ${field} 不能为空`]: translate(`notices.validation.${field}_required`),
    [`参数错误: ${field} 格式不正确`]: translate(`notices.validation.${field}_invalid`),
    [`参数错误: ${field} 不能超过${max}个字符`]: translate(`notices.validation.${field}_length`),
  });
  const college = translate('notices.validation.college_required');
  const audience = translate('notices.validation.audience_required');
  return schemaResolver(noticeFormSchema, {
    title: texts('title', NOTICE_TITLE_MAX),
    content: texts('content', NOTICE_CONTENT_MAX),
    audience: { '参数错误: audience 不能为空': audience, '参数错误: audience 格式不正确': audience },
    collegeId: { '参数错误: collegeId 不能为空': college, '参数错误: collegeId 格式不正确': college },
  }, { raw: true });
}

/** The fields a server refusal may name and the form shows it under. */
export const NOTICE_FIELDS = Object.keys(emptyNoticeValues());
