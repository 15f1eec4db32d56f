import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { identity, instant, ownedBy, stampedNow } from './columns';

/** Contact stations (代表联络站); each is a substation site of the portal. */
export const contactStation = pgTable('contact_station', {
  stationId: identity('station_id'),
  stationName: text('station_name').notNull(),
  stationCode: text('station_code').notNull().unique(),
  province: text('province').notNull(),
  city: text('city').notNull(),
  county: text('county').notNull(),
  streetName: text('street_name'),
  address: text('address').notNull(),
  /** Staff (工作人员) and convener (召集人). */
  contactUser: text('contact_user'),
  conveneUser: text('convene_user'),
  contactPhone: text('contact_phone'),
  introduce: text('introduce'),
  stationPicture: text('station_picture'),
  fkStationAreaId: integer('fk_station_area_id'),
  isDemonstration: boolean('is_demonstration').notNull().default(false),
  isValid: boolean('is_valid').notNull().default(true),
  sortNo: integer('sort_no').notNull().default(0),
  /** "longitude,latitude". */
  coordinate: text('coordinate'),
});

/** Columns of the portal; fkStationId null means a column of the central station. */
export const contactStationColumn = pgTable(
  'contact_station_column',
  {
    columnId: identity('column_id'),
    columnName: text('column_name').notNull(),
    picture: text('picture'),
    fkStationId: integer('fk_station_id').references(() => contactStation.stationId),
    sortNo: integer('sort_no').notNull().default(0),
    isValid: boolean('is_valid').notNull().default(true),
  },
  (t) => [index('contact_station_column_station_idx').on(t.fkStationId, t.sortNo)],
);

/** Articles (resources) published in a column. */
export const contactStationResource = pgTable(
  'contact_station_resource',
  {
    resourcesId: identity('resources_id'),
    fkColumnId: integer('fk_column_id')
      .notNull()
      .references(() => contactStationColumn.columnId),
    title: text('title').notNull(),
    source: text('source'),
    /** Sanitized HTML. */
    content: text('content').notNull(),
    thumbnail: text('thumbnail'),
    isValid: boolean('is_valid').notNull().default(true),
    createTime: stampedNow('create_time'),
    /**
     * From this moment the portal shows the article (services/portal/queries.ts, publishedArticle);
     * null: a draft or withdrawn; in the future: scheduled.
     */
    publishedAt: instant('published_at'),
    /** Picked for the portal's carousel (its thumbnail is the slide). */
    isCarousel: boolean('is_carousel').notNull().default(false),
  },
  (t) => [index('contact_station_resource_column_idx').on(t.fkColumnId, t.createTime), index('contact_station_resource_published_idx').on(t.publishedAt)],
);

/** The days deputies receive citizens at a station (进站接待): date, time range, place, who. */
export const stationReception = pgTable(
  'station_reception',
  {
    receptionId: identity('reception_id'),
    fkStationId: ownedBy('fk_station_id', () => contactStation.stationId),
    receptionDate: date('reception_date', { mode: 'string' }).notNull(),
    /** "HH:MM", China Standard Time. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    place: text('place').notNull(),
    /** npc_delegate ids of the deputies who receive (each one of the station's). */
    delegateIds: integer('delegate_ids').array().notNull(),
    remark: text('remark'),
    createTime: stampedNow('create_time'),
  },
  (t) => [index('station_reception_station_date_idx').on(t.fkStationId, t.receptionDate)],
);
