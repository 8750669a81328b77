/** English messages: document templates (issue 21, per feature). */
export default {
  resources: {
    documentTemplates: {
      name: 'Template',
      fields: {
        name: 'Name', description: 'Description', files: 'Files', enabled: 'Enabled', sort: 'Order', updatedAt: 'Updated', updatedByName: 'Updated by', actions: 'Actions',
      },
    },
  },
  documentTemplates: {
    kind: { 1: 'General', 2: 'Personal growth', 3: 'Social practice', 4: 'Volunteering', 5: 'Incubation', 6: 'Student organisations' },
    title: {
      list: { 1: 'Document templates', 2: 'Growth templates', 3: 'Practice templates', 4: 'Volunteering templates', 5: 'Incubation templates', 6: 'Organisation templates' },
      create: 'New template',
      edit: 'Edit template',
    },
    hint: 'Publish templates of the "%{kind}" documents (applications, plans, reports). Once enabled, students and organisations can download them from the matching forms.',
    filters: { name: 'Name / description', name_placeholder: 'Keyword', enabled: 'Status', all: 'All', on: 'Enabled', off: 'Disabled' },
    action: { create: 'New template', edit: 'Edit', delete: 'Delete', save: 'Save', cancel: 'Cancel', back: 'Back to list', retry: 'Retry' },
    load_failed: 'Could not load the template',
    empty: 'No templates yet. Click "New template" to upload the first one.',
    no_files: 'No files',
    file_count: '%{count} files',
    confirm_delete: 'Delete the template "%{name}"? Students will no longer be able to download it.',
    form: { basics: 'Basics', files: 'Template files', files_label: 'Upload template files', enabled_hint: 'Disabled templates are not shown on forms' },
    done: { created: 'Template added', updated: 'Template saved', deleted: 'Template deleted', enabled: 'Enabled', disabled: 'Disabled' },
    downloads: { file: '%{name} (%{file})', title: 'Download templates', hint: 'Download a template, fill it in, then upload it' },
  },
};
