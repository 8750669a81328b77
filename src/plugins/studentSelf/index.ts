/**
 * Route group: the student's own pages (issue 5) — 我的申报 /student/declare (its form
 * /student/declare/apply and detail /student/declare/detail?id=), 我的学时 /student/hours and
 * 我的成绩单 /student/transcript. Each page needs its own module path (RequireModule). One line
 * of `routes` per page.
 */
import { createElement, type ComponentType } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { RequireModule } from '../../resources/roles/RequireModule';
import studentSelf from '../../resources/studentSelf';
import transcripts from '../../resources/transcripts';
import { DECLARE_APPLY_PATH, DECLARE_DETAIL_PATH, DECLARE_PATH, HOURS_PATH } from '../../resources/studentSelf/paths';
import type { RouteGroupPlugin } from '../types';

export const STUDENT_TRANSCRIPT_PATH = '/student/transcript';

/** A route at `path` showing `page` to holders of the module `module`. */
const guarded = (path: string, module: string, page: ComponentType) =>
  createElement(Route, { key: path, path, element: createElement(RequireModule, { path: module }, createElement(page)) });

const plugin: RouteGroupPlugin = {
  name: 'studentSelf',
  basePaths: [DECLARE_PATH, HOURS_PATH, STUDENT_TRANSCRIPT_PATH],
  resources: ['myDeclarations', 'myHoursRecords'].map((name) => createElement(Resource, { key: name, name })),
  routes: [
    guarded(DECLARE_PATH, DECLARE_PATH, studentSelf.declarations),
    guarded(DECLARE_APPLY_PATH, DECLARE_PATH, studentSelf.apply),
    guarded(DECLARE_DETAIL_PATH, DECLARE_PATH, studentSelf.detail),
    guarded(HOURS_PATH, HOURS_PATH, studentSelf.hours),
    guarded(STUDENT_TRANSCRIPT_PATH, STUDENT_TRANSCRIPT_PATH, transcripts.student),
  ],
};

export default plugin;
