/** zh-CN messages: the admin dashboard /dashboard (issue 6). */
export default {
  dashboard: {},
};
