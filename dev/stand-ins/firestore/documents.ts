import { FirestoreStateCollection, FirestoreStateDocument } from '@firestore-emulator/server';

/**
 * @firestore-emulator/server keeps a collection's documents in an immer-frozen record and
 * adds each new one (created, or only looked up while missing, as a read of it does) through
 * produce(), which copies and freezes the whole record again: each new document cost time in
 * proportion to the documents already in its collection, so importing 5,000 trades into one
 * member's journal spent most of its half minute there. Firestore's cost of a document does
 * not grow with its collection. Here a collection's record is thawed once and new documents
 * are added to it in place, in the same order, as the same objects the emulator makes.
 */

type Internals = {
  documents: Record<string, FirestoreStateDocument>;
  emitter: ConstructorParameters<typeof FirestoreStateDocument>[0];
  database: ConstructorParameters<typeof FirestoreStateDocument>[1];
};

let patched = false;

export function addDocumentsInPlace(): void {
  if (patched) return;
  patched = true;
  FirestoreStateCollection.prototype.getDocument = function getDocument(
    this: FirestoreStateCollection,
    documentName: string,
  ) {
    const self = this as unknown as Internals;
    if (Object.isFrozen(self.documents)) self.documents = { ...self.documents };
    let document = Object.hasOwn(self.documents, documentName)
      ? self.documents[documentName]
      : undefined;
    if (!document) {
      document = new FirestoreStateDocument(
        self.emitter,
        self.database,
        this,
        documentName,
        {},
        {},
      );
      self.documents[documentName] = document;
    }
    return document;
  };
}
