/** English messages: venues and bookings (issue 19). */
/** The columns of every booking list (预约列表, 我的预约, the review queue). */
const bookingFields = {
  siteId: 'Venue', siteName: 'Venue', purpose: 'Purpose', time: 'Time', startTime: 'Start', endTime: 'End', attendees: 'Attendees',
  contactName: 'Contact', contactPhone: 'Contact phone', activityId: 'Activity', activityName: 'Activity', userName: 'Applicant', status: 'Status',
  opinion: 'Review opinion', applyTime: 'Applied', remarks: 'Remarks', step: 'Current step', waitTime: 'Waiting', actions: 'Actions',
};

export default {
  resources: {
    sites: {
      name: 'Venue |||| Venues',
      fields: {
        name: 'Venue', typeId: 'Type', typeName: 'Type', location: 'Location', capacity: 'Capacity', equipment: 'Equipment', openHours: 'Opening hours',
        status: 'Status', remarks: 'Remarks', upcoming: 'Upcoming', pending: 'Pending', actions: 'Actions', minCapacity: 'At least (people)',
      },
    },
    siteTypes: {
      name: 'Venue type |||| Venue types',
      fields: { name: 'Type name', maxHours: 'Longest booking (h)', advanceDays: 'Book ahead (days)', remarks: 'Description', siteCount: 'Venues', actions: 'Actions' },
    },
    siteBookings: {
      name: 'Booking |||| Bookings',
      fields: bookingFields,
    },
    mySiteBookings: { fields: bookingFields, name: 'My bookings' },
    siteBookingAudits: { fields: bookingFields, name: 'Venue booking review' },
  },
  venues: {
    title: { list: 'Venues', create: 'New venue', edit: 'Edit venue', types: 'Venue types', apply: 'Book a venue', bookings: 'Bookings', audit: 'Venue booking review', detail: 'Booking', mine: 'My bookings' },
    status: { 1: 'Open', 2: 'Closed' },
    booking_status: { 1: 'Pending', 2: 'Approved', 3: 'Rejected', 4: 'Refused', 5: 'Cancelled' },
    weekday: { 1: 'Mon', 2: 'Tue', 3: 'Wed', 4: 'Thu', 5: 'Fri', 6: 'Sat', 7: 'Sun' },
    closed: 'Closed',
    hours_range: '%{start}-%{end}',
    people: '%{count} people',
    action: {
      create: 'New venue', edit: 'Edit', delete: 'Delete', save: 'Save', cancel: 'Cancel', export: 'Export', calendar: 'Schedule', book: 'Book',
      apply: 'Submit booking', cancel_booking: 'Cancel booking', prev_week: 'Previous week', next_week: 'Next week', this_week: 'This week', add_hours: 'Add opening hours',
      all_week: 'Every day 08:00-22:00', create_type: 'New type', back: 'Back',
    },
    filters: { name: 'Name/location', name_placeholder: 'Venue name or location', all_types: 'All types', all_status: 'All statuses', all_sites: 'All venues', keyword: 'Purpose/applicant', keyword_placeholder: 'Purpose, applicant or contact', start_date: 'From', end_date: 'To' },
    form: {
      weekday: 'Weekday', basics: 'Basics', rules: 'Opening hours', rules_hint: 'At most one window per weekday; leave closed days out.', equipment_hint: 'Separate items with commas',
      type_rules: 'This type: at most %{maxHours} hours per booking, booked at most %{advanceDays} days ahead',
      no_types: 'No venue types yet: add one under Venue types first',
    },
    apply: {
      pick_site: 'Venue', pick_hint: 'Pick a venue, look at its week, then fill in the booking.', form_title: 'Booking', date: 'Date', start: 'Start', end: 'End',
      capacity_hint: 'Holds %{capacity}', activity_hint: 'Optional: the activity the booking is for', submitted: 'Booking submitted for review', rules: 'At most %{maxHours} h, at most %{advanceDays} days ahead',
      closed_site: 'This venue is closed and takes no bookings',
    },
    calendar: {
      title: 'This week', legend_approved: 'Approved', legend_pending: 'Pending', closed_day: 'Closed', empty: 'No bookings this week', week: '%{start} to %{end}',
      open: 'Open %{start}-%{end}',
    },
    detail: { no_history: 'No review history', history_step: '(%{step})', system: 'System', opinion: 'Opinion: %{opinion}', history: 'Review history', booking: 'Booking', confirm_cancel: 'Cancel this booking? The time becomes free for others.', cancelled: 'Booking cancelled' },
    audit: {
      title: 'Venue booking review', empty: 'No venue bookings waiting for review',
      consequence_pass: 'The time goes to the applicant; an approval colliding with an approved booking is refused.',
      consequence_reject: 'The applicant may book another time.',
      consequence_refuse: 'The booking ends for good.',
    },
    export: { sites: 'Export venues', bookings: 'Export bookings', running: 'Exporting…', download: 'Download', done: '%{rows} rows exported' },
    types: {
      empty: 'No venue types yet: click New type', hint: 'A venue type sets the booking rules of its venues: the longest booking and how far ahead one may book.',
      dialog_create: 'New venue type', dialog_edit: 'Edit venue type', confirm_delete: 'Delete the venue type "%{name}"?',
    },
    empty: { sites: 'No venues yet: click New venue', bookings: 'No bookings', mine: 'You have not booked a venue yet' },
    done: { created: 'Venue added', updated: 'Venue saved', deleted: 'Venue deleted', type_saved: 'Venue type saved', type_deleted: 'Venue type deleted' },
    confirm_delete: 'Delete the venue "%{name}"? A venue with bookings cannot be deleted; close it instead.',
    activity: { title: 'Venue', none: 'No approved venue booking linked', booked: '%{site} (%{location}) %{start} to %{end}' },
  },
};
