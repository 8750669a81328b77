/** en messages of the activity form and its template dialogs (same keys as zh-CN/activity/launch.ts). */
import {
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_SIZE_MESSAGE,
  IMAGE_FAILED_MESSAGE,
  IMAGE_TYPE_MESSAGE,
} from '../../../../common/activities';

import type { Catalogue } from '../../catalogue';
import type zh from '../../zh-CN/activity/launch';

export default {
  launch: {
    title_create: 'Launch activity', title_edit: 'Edit activity', title_copy: 'Copy activity',
    section_basic: 'Basics', section_flow: 'Review flows', section_time: 'Schedule', section_place: 'Place and sign-in', section_content: 'Content',
    name: 'Activity name', organizationId: 'Organiser', classifyId: 'Module / category', flowTemplateId: 'Activity review flow',
    reportFlowTemplateId: 'Completion review flow', administratorId: 'Administrator', administrator_default: 'The launcher',
    limitType: 'Type', hours: 'Hours', capacity: 'Seats', activityLevel: 'Level', collegeId: 'College', ecology: 'Ecological behaviour', isRecommend: 'Recommended',
    enrollStart: 'Enrollment opens', enrollEnd: 'Enrollment closes', startTime: 'Starts', endTime: 'Ends',
    address: 'Address', latitude: 'Latitude', longitude: 'Longitude', radiusM: 'Sign-in radius (m)',
    geofence_hint: 'With a point and a radius, students must be within range to sign in; leave blank for anywhere',
    enrollMode: 'Enrollment mode', signMode: 'Sign-in mode', description: 'Description',
    poster: 'Poster', poster_hint: 'gif, jpeg, jpg or png, under 3 MB', poster_choose: 'Upload poster', poster_change: 'Replace poster', poster_remove: 'Remove poster',
    attachments: 'Attachments', attachments_hint: `gif, jpeg, png, jpg, doc, docx, xls, xlsx or pdf, each under 5 MB, at most ${ATTACHMENT_MAX_FILES}`,
    attachments_choose: 'Upload attachments', attachment_remove: 'Remove %{name}', uploading: 'Uploading…',
    submit_create: 'Submit for review', submit_edit: 'Save and submit', cancel: 'Cancel', save_template: 'Save as template', from_template: 'From a template', no_flows: 'No flow is enabled: enable one under Process configuration first',
    no_organizations: 'You lead no organisation and cannot launch activities', loading: 'Loading…',
    done_create: 'Activity submitted for review', done_edit: 'Activity saved', template_loaded: 'Filled from “%{name}”: add the schedule',
    copy_suffix: ' (copy)',
    validation: {
      required: '%{field} is required', choose: 'Choose %{field}', name_length: 'At most 50 characters', address_length: 'At most 100 characters',
      description_length: 'At most 5000 characters', hours: 'Hours must be above 0 with at most two decimals', capacity: 'Seats must be a positive whole number',
      enroll_order: 'Enrollment may not close before it opens', start_order: 'The activity may not start before enrollment closes',
      end_order: 'The activity may not end before it starts', latitude: 'Latitude is between -90 and 90', longitude: 'Longitude is between -180 and 180',
      radius: 'The radius is a positive whole number of metres', radius_needs_point: 'A radius needs the latitude and longitude', point_pair: 'Give both latitude and longitude',
    },
    upload: {
      image_type: IMAGE_TYPE_MESSAGE, image_failed: IMAGE_FAILED_MESSAGE, poster_size: 'The poster may not exceed 3 MB',
      attachment_size: ATTACHMENT_SIZE_MESSAGE, attachment_type: 'Attachments: gif, jpeg, png, jpg, doc, docx, xls, xlsx or pdf only',
      attachment_max: 'At most %{count} attachments',
    },
  },
  templateSave: {
    title: 'Save as template', hint: 'The template keeps the form’s content (not the schedule) for later activities.',
    overwrite: 'Overwrite “%{name}”', done: 'Saved as a template', name_required: 'Fill in the activity name first: the template takes its name',
  },
  templatePicker: { title: 'From a template', search: 'Search templates', empty: 'No templates' },
} satisfies Catalogue<typeof zh>;
