/** en messages: the help assistant (issue 5; spec §1 seven topics, §5 chat input). */
import type { Catalogue } from '../catalogue';
import type zh from '../zh-CN/assistant';

export default {
  assistant: {
    name: 'Team-study assistant',
    open: 'Open the team-study assistant',
    close: 'Close the team-study assistant',
    collapse: 'Hide the team-study assistant',
    robot: 'Assistant',
    me: 'Me',
    placeholder: 'Enter a question number',
    send: 'Send',
    input_label: 'Question number',
    hint: 'Enter a number from 1 to 7 for help on that topic',
    greeting: "Hello, I'm the team-study assistant! Enter the number (1-7) of a question below:",
    topic_line: '%{no}. %{title}: %{scope}',
    unknown: 'Please enter a correct question number',
    // Students get their own topics (issue 18 item 7); the seven topics of spec §1 stay for staff.
    student_hint: 'Enter a number from 1 to 5 for help on that topic',
    student_greeting: "Hi, I'm the team-study assistant! Enter the number (1-5) of a question below:",
    student_topics: {
      1: {
        title: 'Enrolling in an activity',
        scope: 'open activities, enrolment modes, cancelling',
        answer:
          'Find the activity under My activities › Open for enrollment, tap Enroll and confirm:\n' +
          '1) Enrolment modes: first come, first served (a seat as soon as you enrol), lottery after the deadline (seats drawn once enrolment closes) or organiser review (a seat once the organiser approves);\n' +
          '2) Your enrolments are under My enrollments; you can cancel before the activity starts and the seat goes to someone else;\n' +
          '3) While you are on the blacklist you cannot enrol.',
      },
      2: {
        title: 'QR sign-in',
        scope: 'signing in and out with your phone at the activity',
        answer:
          'The organiser shows a sign-in QR code at the activity; scan it with your phone:\n' +
          '1) The code changes every 30 seconds: scan the one on the screen now;\n' +
          '2) Sign in with your own account when the scan asks you to;\n' +
          '3) For activities that check your location, allow location access when the browser asks and sign in near the venue;\n' +
          '4) Activities with sign-out need a second scan of the sign-out code at the end;\n' +
          '5) Missing an activity you enrolled in lowers your integrity score; repeated absences put you on the blacklist.',
      },
      3: {
        title: 'Reading My hours',
        scope: 'hours per module, warning values, the hours record',
        answer:
          'My hours shows the second-classroom hours you have earned:\n' +
          '1) At the top: your hours verdict and total hours;\n' +
          '2) Each module shows the hours earned and its warning value; below the value, take part in more activities of that module;\n' +
          '3) The record lists every grant with its source (activity, declaration, correction, import), module, term and date;\n' +
          '4) Activity hours are issued once the completion report is approved; declared hours once the declaration is approved.',
      },
      4: {
        title: 'Declaring an award',
        scope: 'choosing the project and award level, uploading proof, following the review',
        answer:
          'Under My declarations tap Declare:\n' +
          '1) Choose a project open for declarations and the award level; the level sets the hours;\n' +
          '2) Describe the award and upload the certificate or other proof;\n' +
          '3) Follow the review in your list of declarations: approved hours are added automatically; a rejected declaration shows the reason and can be declared again.',
      },
      5: {
        title: 'Appeals',
        scope: 'blacklist appeals; what to do when hours or a declaration look wrong',
        answer:
          '1) Blacklist appeal: once on the blacklist, tap Appeal in the notice at the top of My activities and explain your absence; an approved appeal removes you from the blacklist;\n' +
          '2) Rejected declaration: read the reason, correct it and declare again;\n' +
          '3) A wrong hours record: ask the activity\'s organiser or your college\'s teacher to check it; earned hours are corrected by the school administrator, and the correction appears as a new row in My hours.',
      },
    },
    topics: {
      1: {
        title: 'Work affairs',
        scope: 'activity, completion-report, declaration and blacklist-appeal reviews',
        answer:
          'Work affairs gathers the four kinds of review waiting for you:\n' +
          '1) Activity review: pass a submitted activity or reject it with a required reason; multi-step processes run step by step, and once every step passes the activity opens for enrollment.\n' +
          '2) Completion review: after the activity the activity administrator submits a completion report, which can be approved (hours are issued), rejected with a reason (it may be resubmitted) or refused with a reason (the activity failed, no hours).\n' +
          '3) Declaration review: the project reviewer passes or rejects declarations one by one or in a batch for the same project; a rejection needs a reason, and approved hours go into the student\'s record.\n' +
          '4) Blacklist appeals: approving an appeal removes the student from the blacklist; a rejection needs a reason.\n' +
          'The to-do panel on the home page shows how many items are waiting.',
      },
      2: {
        title: 'Activity management',
        scope: 'list, create with a chosen review process, detail, export',
        answer:
          'Activity management covers the list, launching, the detail and export:\n' +
          '1) Launch: a student-organisation leader or an administrator fills in the activity (module, hours, seats, enrollment and activity times…), chooses a review process and submits it.\n' +
          '2) Lifecycle: created → reviewed by its process → enrollment opens → in progress → ended → the activity administrator submits a completion report → the report is reviewed → hours are issued.\n' +
          '3) List: filter by module, organisation, time or status and open an activity for its details (basic information, participants, review history).\n' +
          '4) Export: download the filtered list as an Excel sheet.',
      },
      3: {
        title: 'Award declaration',
        scope: 'project list, new project, declaration list',
        answer:
          'Award declaration has three parts:\n' +
          '1) Project list: the projects students may declare (competitions, honours…), each with a declaration period, a module, a review process and award levels with their hours.\n' +
          '2) New project: enter the name, module, period, review process and award levels; once enabled, students can declare within the period.\n' +
          '3) Declaration list: the students\' declarations, filtered by student, project, status or time, and exported.\n' +
          'Students declare under "My declarations" with a statement and evidence; the project reviewer handles them under Work affairs › Declaration review, and approved hours are added automatically.',
      },
      4: {
        title: 'Organisation structure',
        scope: 'administrative departments as a tree, student organisations',
        answer:
          'Organisation structure has two parts:\n' +
          '1) Administrative departments: the school, colleges and other departments as a tree, where sub-departments are added, edited and removed.\n' +
          '2) Student organisations: student unions, clubs, volunteer and class organisations with their leaders and members; a student-organisation leader can launch the organisation\'s activities.',
      },
      5: {
        title: 'Student management',
        scope: 'status, transcripts, password reset, export',
        answer:
          'Student management lets you:\n' +
          '1) view and maintain students and their status (inactive, normal, suspended, graduated, other, disabled, deleted);\n' +
          '2) view students\' second-classroom transcripts and generate them in batch;\n' +
          '3) reset a student\'s password;\n' +
          '4) export the filtered list of students.\n' +
          'Newly imported students must log in and change their password to activate their account. Which students you see depends on your permissions; earned hours are edited by higher-level school administrators.',
      },
      6: {
        title: 'Process configuration',
        scope: 'review processes, their steps and reviewers',
        answer:
          'Process configuration sets up the review processes used for activities, completion reports and declarations: their steps and each step\'s reviewers.\n' +
          'It is restricted and usually done by the vendor; to change a process, contact the school administrator or the vendor.',
      },
      7: {
        title: 'Blacklist management',
        scope: 'blacklisted students, adding and removing, appeals',
        answer:
          'Blacklist management shows and maintains the students on the blacklist:\n' +
          '1) not signing in to an enrolled activity costs integrity points, and repeated no-shows put a student on the blacklist, during which they cannot enroll;\n' +
          '2) administrators can add students to or remove them from the blacklist by hand;\n' +
          '3) students appeal from "My activities"; appeals are handled under Work affairs › Blacklist appeals: approval removes the student, a rejection needs a reason.',
      },
    },
  },
} satisfies Catalogue<typeof zh>;
