/** en messages: the big screen /dataV (issue 6). */
export default {
  dataScreen: {},
};
