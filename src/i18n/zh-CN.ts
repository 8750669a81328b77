/** zh-CN catalogue (default language): react-admin's own messages plus one file per product area. */
import ra from './zh-CN/ra';
import auth from './zh-CN/auth';
import shell from './zh-CN/shell';
import students from './zh-CN/students';

export default { ...ra, ...auth, ...shell, ...students };
