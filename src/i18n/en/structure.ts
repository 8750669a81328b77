/** en messages: structure area (resources.* and a top-level 'structure' key). */
export default {};
