/** en messages: students area (top-level key 'students' unless noted). */
export default {};
