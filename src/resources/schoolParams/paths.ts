/** The addresses of 参数设置 and 诚信设置 (spec §2 /system/setparams, /system/sethonest). */
export const SETPARAMS_PATH = '/system/setparams';
export const SETHONEST_PATH = '/system/sethonest';
