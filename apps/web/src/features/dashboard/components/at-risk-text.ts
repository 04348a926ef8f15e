import { msg } from '@lingui/core/macro';

/** What "at risk" means, in the teacher's words (docs/product.md, "At-risk students"). */
export const atRiskDefinition = msg`Students of your active courses whose attendance over the last 4 weeks is below their course's line (once they have its minimum of marked classes), or who missed their course's last classes in a row (each course sets all three).`;
