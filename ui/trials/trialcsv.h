#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QStringList>

#include <functional>

namespace trainyard::ui {

// The trial table as CSV (RFC 4180): a header line, then one line per row; a field with a comma, a
// quote or a line break is quoted, its quotes doubled; lines end in CRLF; UTF-8 without a BOM.
namespace trialcsv {

QByteArray encode(const QList<QStringList>& rows);
// Encodes and writes on a worker thread (QSaveFile: a failed write leaves no half file); `done` runs
// on the receiver's thread, if the receiver still exists, with an empty error on success.
void write(const QString& path, QList<QStringList> rows, QObject* receiver, std::function<void(QString error)> done);

} // namespace trialcsv

} // namespace trainyard::ui
