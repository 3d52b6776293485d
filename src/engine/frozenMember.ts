// The member record as the engine stores it: deeply frozen, with ReadonlyDate timestamps (src/domain/immutable.ts
// says why), and handed out as it is. Written out field by field because a million-member collaboration freezes
// every member when it is first read: this is ~10x faster than a generic deep freeze, and the small parts that
// repeat across members (ability lists, IsResponsible values, payment configurations) are shared frozen constants
// rather than a million identical small objects. It keeps exactly the fields and key order the engine's member
// copy had, so what reaches the wire does not change.
import type {
  CustomMLMemberAbility,
  IsResponsible,
  MemberSummary,
  PaymentConfiguration,
} from '../domain/cleanrooms/types.js';
import { MEMBER_STATUSES } from '../domain/cleanrooms/types.js';
import { ReadonlyDate } from '../domain/immutable.js';

/** Makes the compiler flag a field added to MemberSummary that frozenMember would drop. */
const MEMBER_FIELDS = {
  accountId: true,
  status: true,
  displayName: true,
  abilities: true,
  mlAbilities: true,
  createTime: true,
  updateTime: true,
  membershipId: true,
  membershipArn: true,
  paymentConfiguration: true,
  defaultedPayments: true,
} as const satisfies Record<keyof MemberSummary, true>;
void MEMBER_FIELDS;

export function frozenMember(m: MemberSummary): MemberSummary {
  if (isStoredForm(m)) return m;
  const abilities = frozenList(m.abilities);
  const createTime = readonlyDate(m.createTime);
  // Equal timestamps share one ReadonlyDate (it cannot change): a Date is about 100 bytes, a million members hold two.
  const updateTime = m.updateTime.getTime() === createTime.getTime() ? createTime : readonlyDate(m.updateTime);
  const paymentConfiguration = frozenPayment(m.paymentConfiguration);
  const ml = m.mlAbilities;
  const mlAbilities = ml === undefined ? undefined : frozenMlAbilities(frozenList(ml.customMLMemberAbilities));
  const { membershipId, membershipArn, defaultedPayments } = m;
  // The usual records are built in one literal: V8 then keeps every field inside the object, where fields added one
  // by one go to a separate property store (about 30 bytes more per member).
  if (membershipId !== undefined && membershipArn !== undefined && defaultedPayments !== undefined) {
    const stored: MemberSummary =
      mlAbilities === undefined
        ? {
            accountId: m.accountId,
            status: m.status,
            displayName: m.displayName,
            abilities,
            createTime,
            updateTime,
            paymentConfiguration,
            membershipId,
            membershipArn,
            defaultedPayments: frozenList(defaultedPayments),
          }
        : {
            accountId: m.accountId,
            status: m.status,
            displayName: m.displayName,
            abilities,
            createTime,
            updateTime,
            paymentConfiguration,
            mlAbilities,
            membershipId,
            membershipArn,
            defaultedPayments: frozenList(defaultedPayments),
          };
    return Object.freeze(stored);
  }
  const out: MemberSummary = {
    accountId: m.accountId,
    status: m.status,
    displayName: m.displayName,
    abilities,
    createTime,
    updateTime,
    paymentConfiguration,
  };
  if (mlAbilities !== undefined) out.mlAbilities = mlAbilities;
  if (membershipId !== undefined) out.membershipId = membershipId;
  if (membershipArn !== undefined) out.membershipArn = membershipArn;
  if (defaultedPayments !== undefined) out.defaultedPayments = frozenList(defaultedPayments);
  return Object.freeze(out);
}

/**
 * Whether `m` already is what frozenMember makes (generated members are frozen when generated): then it is shared,
 * not copied again, so a million generated members are not held twice (once by the dataset, once by the engine).
 * Its payment configuration being one of the interned ones shows it came out of frozenMember.
 */
function isStoredForm(m: MemberSummary): boolean {
  if (!Object.isFrozen(m) || !INTERNED_PAYMENTS.has(m.paymentConfiguration)) return false;
  if (
    !(m.createTime instanceof ReadonlyDate) ||
    !(m.updateTime instanceof ReadonlyDate) ||
    !Object.isFrozen(m.abilities)
  )
    return false;
  const ml = m.mlAbilities;
  if (ml !== undefined && !(Object.isFrozen(ml) && Object.isFrozen(ml.customMLMemberAbilities))) return false;
  return m.defaultedPayments === undefined || Object.isFrozen(m.defaultedPayments);
}

/** The repeated parts of a member as frozenMember stores them (shared), and a key naming that combination. */
export interface InternedParts {
  abilities: MemberSummary['abilities'];
  mlAbilities: MemberSummary['mlAbilities'];
  paymentConfiguration: PaymentConfiguration;
  defaultedPayments: MemberSummary['defaultedPayments'];
  /** The same for the same parts (and status); a number when the parts are few, as they are. */
  key: number | string;
}

/** The interned parts of a member (src/engine/packedMembers.ts keeps one of each combination). */
export function internedParts(
  m: Pick<MemberSummary, 'status' | 'abilities' | 'mlAbilities'>,
  payments: Pick<MemberSummary, 'paymentConfiguration' | 'defaultedPayments'>,
): InternedParts {
  const abilities = frozenList(m.abilities);
  const paymentConfiguration = frozenPayment(payments.paymentConfiguration);
  const ml = m.mlAbilities;
  const mlAbilities = ml === undefined ? undefined : frozenMlAbilities(frozenList(ml.customMLMemberAbilities));
  const defaulted = payments.defaultedPayments;
  const defaultedPayments = defaulted === undefined ? undefined : frozenList(defaulted);
  const a = partId(abilities);
  const b = partId(mlAbilities);
  const c = partId(paymentConfiguration);
  const d = partId(defaultedPayments);
  const status = MEMBER_STATUSES.indexOf(m.status);
  // Four part numbers below 1024 and the status in one number (below 2^53); a string in the unlikely other case.
  const key =
    (a | b | c | d) < 1024
      ? ((a * 1024 + b) * 1024 + c) * 1024 * 1024 + d * 16 + status + 1
      : `${m.status},${a},${b},${c},${d}`;
  return { abilities, mlAbilities, paymentConfiguration, defaultedPayments, key };
}

/** A number per interned part (identity), for internedParts' key; 0 for an absent part. */
const PART_IDS = new WeakMap<object, number>();
let partIds = 1;

function partId(part: object | undefined): number {
  if (part === undefined) return 0;
  let id = PART_IDS.get(part);
  if (id === undefined) {
    id = partIds;
    partIds += 1;
    PART_IDS.set(part, id);
  }
  return id;
}

function readonlyDate(date: Date): Date {
  return date instanceof ReadonlyDate ? date : new ReadonlyDate(date.getTime());
}

const EMPTY: readonly never[] = Object.freeze([]);

/**
 * Lists of enum strings: an already frozen list is shared (generated members share a few); another is replaced by
 * the one frozen list interned for its items, so a million loaded members share a handful of ability lists instead
 * of holding a million small arrays. The items are enum values (validated), so few distinct lists exist; the cap
 * only guards against a caller storing something else.
 */
function frozenList<T extends string>(list: T[]): T[] {
  if (list.length === 0) return EMPTY as never[];
  if (Object.isFrozen(list)) return list;
  const key = list.join('\n');
  let frozen = LISTS.get(key);
  if (frozen === undefined) {
    // Spread, not slice: V8's Array.prototype.slice takes a slow path (~40x) on frozen arrays.
    frozen = Object.freeze([...list]);
    if (LISTS.size < INTERNED_MAX) LISTS.set(key, frozen);
  }
  return frozen as T[];
}

const INTERNED_MAX = 10_000;
const LISTS = new Map<string, readonly string[]>();
const ML_ABILITIES = new WeakMap<readonly string[], NonNullable<MemberSummary['mlAbilities']>>();

/** One frozen `mlAbilities` per frozen list, shared like the lists themselves. */
function frozenMlAbilities(list: CustomMLMemberAbility[]): NonNullable<MemberSummary['mlAbilities']> {
  let ml = ML_ABILITIES.get(list);
  if (ml === undefined) {
    ml = Object.freeze({ customMLMemberAbilities: list });
    ML_ABILITIES.set(list, ml);
  }
  return ml;
}

const RESPONSIBLE: IsResponsible = Object.freeze({ isResponsible: true });
const NOT_RESPONSIBLE: IsResponsible = Object.freeze({ isResponsible: false });
const ABSENT = 2;

/** 0 false, 1 true, 2 absent: three states per payment item, so a configuration is a small number. */
function state(value: IsResponsible | undefined): number {
  return value === undefined ? ABSENT : value.isResponsible ? 1 : 0;
}

function responsible(state: number): IsResponsible {
  return state === 1 ? RESPONSIBLE : NOT_RESPONSIBLE;
}

/** At most 3^5 * 2 distinct configurations exist; each is built once and shared by every member that has it. */
const PAYMENTS = new Map<number, PaymentConfiguration>();
const INTERNED_PAYMENTS = new Set<PaymentConfiguration>();

function frozenPayment(p: PaymentConfiguration): PaymentConfiguration {
  const ml = p.machineLearning;
  const job = state(p.jobCompute);
  const training = state(ml?.modelTraining);
  const inference = state(ml?.modelInference);
  const synthetic = state(ml?.syntheticDataGeneration);
  const key =
    ((((state(p.queryCompute) * 3 + job) * 3 + training) * 3 + inference) * 3 + synthetic) * 2 +
    (ml === undefined ? 0 : 1);
  let frozen = PAYMENTS.get(key);
  if (frozen === undefined) {
    // Same fields and order as before (queryCompute, jobCompute, machineLearning{training, inference, synthetic}).
    const out: PaymentConfiguration = { queryCompute: responsible(state(p.queryCompute)) };
    if (job !== ABSENT) out.jobCompute = responsible(job);
    if (ml !== undefined) {
      const machineLearning: NonNullable<PaymentConfiguration['machineLearning']> = {};
      if (training !== ABSENT) machineLearning.modelTraining = responsible(training);
      if (inference !== ABSENT) machineLearning.modelInference = responsible(inference);
      if (synthetic !== ABSENT) machineLearning.syntheticDataGeneration = responsible(synthetic);
      out.machineLearning = Object.freeze(machineLearning);
    }
    frozen = Object.freeze(out);
    PAYMENTS.set(key, frozen);
    INTERNED_PAYMENTS.add(frozen);
  }
  return frozen;
}
