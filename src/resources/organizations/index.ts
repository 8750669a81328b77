/** The organisations resource (spec §2 /organization/union|club|voluntary|classes|another). */
import Diversity3Outlined from '@mui/icons-material/Diversity3Outlined';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  /** The page of one nature: <page nature={1} />. */
  page: lazyWithRetry(() => import('./OrganizationPage')),
  icon: Diversity3Outlined,
};
