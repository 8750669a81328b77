/** en messages: the student's own pages — home, my declarations, my hours, my transcript (issue 5). */
export default {
  studentSelf: {},
};
