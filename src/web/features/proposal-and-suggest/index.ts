export { detailPath, editPath, type Area } from './paths';
