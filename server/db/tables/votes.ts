/**
 * Table types of votes (issue 21 "Votes"; migration 20261126_041000_votes): votes, their
 * candidates, the voters who cast a ballot (one row each) and the ballots (one row per chosen
 * candidate). Results are counted from vote_ballots.
 */
import type { Generated } from 'kysely';
import type { Timestamp } from './columns.js';

/** A vote (common/votes.ts VoteStatus, VoteScope). */
export interface VotesTable {
  id: Generated<number>;
  schoolId: number;
  title: string;
  description: Generated<string>;
  scopeType: number;
  scopeId: number | null;
  collegeId: number | null;
  maxChoices: number;
  startTime: Timestamp;
  endTime: Timestamp;
  status: number;
  opinion: Generated<string>;
  createdBy: number;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface VoteCandidatesTable {
  id: Generated<number>;
  schoolId: number;
  voteId: number;
  name: string;
  statement: Generated<string>;
  fileId: number | null;
  sort: Generated<number>;
}

export interface VoteVotersTable {
  schoolId: number;
  voteId: number;
  voterId: number;
  votedAt: Generated<Date>;
}

export interface VoteBallotsTable {
  schoolId: number;
  voteId: number;
  voterId: number;
  candidateId: number;
}
