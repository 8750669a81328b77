/** en messages: the category tree page (/system/classify). */
import type { Catalogue } from '../catalogue';
import type zh from '../zh-CN/classify';

export default {
  classify: {
    title: 'Categories',
    loading: 'Loading',
    save: 'Save',
    saved: 'Warning value saved',
    invalid_hours: 'Enter a number of at least 0 with at most two decimals',
    min_hours_of: 'Warning hours of %{name}',
    yes: 'Yes',
    no: 'No',
    fields: { name: 'Category', limitType: 'Type', moduleKind: 'Module', capGroup: 'Term cap', campus: 'Counts as campus', minHours: 'Warning hours' },
    limitType: { 0: 'None', 1: 'Compulsory', 2: 'Elective' },
    moduleKind: {
      ideology: 'Ideology', innovation: 'Innovation & entrepreneurship', skills: 'Skills', socialPractice: 'Social practice',
      volunteering: 'Volunteering', culture: 'Culture', growth: 'Growth record',
    },
    capGroup: { campusCulture: 'Campus culture (per-term cap)', socialPractice: 'Summer/winter practice (per-term cap)', none: 'None' },
  },
} satisfies Catalogue<typeof zh>;
