// The part of GitHub's GraphQL schema the emulator answers: `viewer` and `rateLimit` from the engine, the connections
// a rate-limit test pages through (repositories, issues, pull requests, comments, labels, followers), and the
// mutations that count as content creation (addStar, removeStar, addComment). Names and types are GitHub's, so a
// document written for github.com validates here as there; a field GitHub has and this schema lacks is refused as an
// unknown field (extend the schema rather than let documents through unchecked).
import { buildSchema, type GraphQLSchema } from 'graphql';

const SDL = /* GraphQL */ `
  scalar DateTime
  scalar URI

  type Query {
    viewer: User!
    rateLimit(dryRun: Boolean = false): RateLimit
    user(login: String!): User
    repository(owner: String!, name: String!, followRenames: Boolean = true): Repository
    node(id: ID!): Node
  }

  type Mutation {
    addStar(input: AddStarInput!): AddStarPayload
    removeStar(input: RemoveStarInput!): RemoveStarPayload
    addComment(input: AddCommentInput!): AddCommentPayload
  }

  type RateLimit {
    cost: Int!
    limit: Int!
    nodeCount: Int!
    remaining: Int!
    resetAt: DateTime!
    used: Int!
  }

  interface Node {
    id: ID!
  }

  interface Starrable {
    id: ID!
    stargazerCount: Int!
    viewerHasStarred: Boolean!
  }

  interface Comment {
    id: ID!
    body: String!
    bodyHTML: String!
  }

  type PageInfo {
    endCursor: String
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
  }

  type User implements Node {
    id: ID!
    databaseId: Int
    login: String!
    name: String
    url: URI!
    repositories(first: Int, last: Int, after: String, before: String): RepositoryConnection!
    followers(first: Int, last: Int, after: String, before: String): FollowerConnection!
    following(first: Int, last: Int, after: String, before: String): FollowingConnection!
    starredRepositories(first: Int, last: Int, after: String, before: String): StarredRepositoryConnection!
  }

  type Repository implements Node & Starrable {
    id: ID!
    databaseId: Int
    name: String!
    nameWithOwner: String!
    url: URI!
    stargazerCount: Int!
    viewerHasStarred: Boolean!
    owner: User!
    issues(first: Int, last: Int, after: String, before: String): IssueConnection!
    pullRequests(first: Int, last: Int, after: String, before: String): PullRequestConnection!
    labels(first: Int, last: Int, after: String, before: String): LabelConnection
  }

  type Issue implements Node & Comment {
    id: ID!
    number: Int!
    title: String!
    body: String!
    bodyHTML: String!
    url: URI!
    comments(first: Int, last: Int, after: String, before: String): IssueCommentConnection!
    labels(first: Int, last: Int, after: String, before: String): LabelConnection
  }

  type PullRequest implements Node & Comment {
    id: ID!
    number: Int!
    title: String!
    body: String!
    bodyHTML: String!
    url: URI!
    comments(first: Int, last: Int, after: String, before: String): IssueCommentConnection!
    labels(first: Int, last: Int, after: String, before: String): LabelConnection
  }

  type IssueComment implements Node & Comment {
    id: ID!
    body: String!
    bodyHTML: String!
    url: URI!
  }

  type Label implements Node {
    id: ID!
    name: String!
    color: String!
  }

  type RepositoryConnection {
    edges: [RepositoryEdge]
    nodes: [Repository]
    pageInfo: PageInfo!
    totalCount: Int!
  }
  type RepositoryEdge {
    cursor: String!
    node: Repository
  }
  type StarredRepositoryConnection {
    edges: [StarredRepositoryEdge]
    nodes: [Repository!]!
    pageInfo: PageInfo!
    totalCount: Int!
  }
  type StarredRepositoryEdge {
    cursor: String!
    node: Repository!
    starredAt: DateTime!
  }
  type FollowerConnection {
    edges: [UserEdge]
    nodes: [User]
    pageInfo: PageInfo!
    totalCount: Int!
  }
  type FollowingConnection {
    edges: [UserEdge]
    nodes: [User]
    pageInfo: PageInfo!
    totalCount: Int!
  }
  type UserEdge {
    cursor: String!
    node: User
  }
  type IssueConnection {
    edges: [IssueEdge]
    nodes: [Issue]
    pageInfo: PageInfo!
    totalCount: Int!
  }
  type IssueEdge {
    cursor: String!
    node: Issue
  }
  type PullRequestConnection {
    edges: [PullRequestEdge]
    nodes: [PullRequest]
    pageInfo: PageInfo!
    totalCount: Int!
  }
  type PullRequestEdge {
    cursor: String!
    node: PullRequest
  }
  type IssueCommentConnection {
    edges: [IssueCommentEdge]
    nodes: [IssueComment]
    pageInfo: PageInfo!
    totalCount: Int!
  }
  type IssueCommentEdge {
    cursor: String!
    node: IssueComment
  }
  type LabelConnection {
    edges: [LabelEdge]
    nodes: [Label]
    pageInfo: PageInfo!
    totalCount: Int!
  }
  type LabelEdge {
    cursor: String!
    node: Label
  }

  input AddStarInput {
    clientMutationId: String
    starrableId: ID!
  }
  type AddStarPayload {
    clientMutationId: String
    starrable: Starrable
  }
  input RemoveStarInput {
    clientMutationId: String
    starrableId: ID!
  }
  type RemoveStarPayload {
    clientMutationId: String
    starrable: Starrable
  }
  input AddCommentInput {
    body: String!
    clientMutationId: String
    subjectId: ID!
  }
  type AddCommentPayload {
    clientMutationId: String
    subject: Node
  }
`;

let schema: GraphQLSchema | undefined;

/** Built on first use: serving AWS alone never pays for it. */
export function githubSchema(): GraphQLSchema {
  schema ??= buildSchema(SDL);
  return schema;
}

/** A connection type: paged with first/last, and each of its nodes counts toward the node limit. */
export function isConnectionType(typeName: string): boolean {
  return typeName.endsWith('Connection');
}
