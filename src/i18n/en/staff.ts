/** en messages: staff area (resources.* and a top-level 'staff' key). */
export default {};
