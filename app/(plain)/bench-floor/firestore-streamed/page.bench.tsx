import { FirestoreFloor } from '../_firestore/firestore-floor';

/** The bench floor plus one Firestore read, under a loading boundary like /home's. */
export default FirestoreFloor;
