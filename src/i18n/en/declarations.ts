/** en messages: award declarations — projects, the declaration list, the declaration review (issue 5). */
export default {
  declarations: {},
};
