// The part of rxjs the deployables use, shared as the 'rxjs' singleton. A shared module cannot be
// tree-shaken, so without this list every operator of rxjs would ship to every page (/login
// included); listing the exports lets webpack drop the rest. Importing a name that is not listed
// fails the build: add it here, knowing that it ships with the host to every page.
export { Observable, Subject, BehaviorSubject, Subscription, filter } from '@hearth/facade-target/rxjs';
