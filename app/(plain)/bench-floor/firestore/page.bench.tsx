import { FirestoreFloor } from '../_firestore/firestore-floor';

/** The bench floor plus one Firestore read, without a loading boundary. */
export default FirestoreFloor;
