/** en messages: the /analysis pages and the volunteer activity list (issue 6). */
export default {
  analysis: {},
};
