/** zh-CN messages: shell area (top-level key 'shell' unless noted). */
export default {};
