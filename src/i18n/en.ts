/**
 * English catalogue (second language): react-admin's English messages plus one file per product
 * area, deep-merged so that areas can share top-level keys such as `resources`.
 */
import { mergeTranslations } from 'react-admin';
import englishMessages from 'ra-language-english';
import auth from './en/auth';
import shell from './en/shell';
import students from './en/students';

export default mergeTranslations(englishMessages, auth, shell, students);
