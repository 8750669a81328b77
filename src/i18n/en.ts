/** English catalogue (second language): react-admin's English messages plus one file per product area. */
import englishMessages from 'ra-language-english';
import auth from './en/auth';
import shell from './en/shell';
import students from './en/students';

export default { ...englishMessages, ...auth, ...shell, ...students };
