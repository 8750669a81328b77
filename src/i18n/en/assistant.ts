/** en messages: the help assistant 团学助手 (issue 5; spec §1, §5 chat input). */
export default {
  assistant: {},
};
