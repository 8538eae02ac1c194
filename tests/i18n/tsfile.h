#pragma once

// Reads a Qt Linguist .ts file: its messages with their context, source, state and translations.

#include <QFile>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

#include <vector>

namespace trainyard::test {

struct Message {
    QString context;
    QString source;
    QString type; // "", "unfinished", "obsolete", "vanished"
    QStringList translations; // one, or one per plural form
};

inline std::vector<Message> readTs(const QString& path, QString* error)
{
    std::vector<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("name"))
                context = xml.readElementText();
            else if (name == QLatin1String("message"))
                message = Message { context, {}, {}, {} };
            else if (name == QLatin1String("source"))
                message.source = xml.readElementText();
            else if (name == QLatin1String("translation")) {
                message.type = xml.attributes().value(QLatin1String("type")).toString();
                // Plural messages hold <numerusform>s; others hold the text directly.
                QString text;
                while (!xml.atEnd()) {
                    xml.readNext();
                    if (xml.isCharacters())
                        text += xml.text();
                    else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                        message.translations << xml.readElementText();
                    else if (xml.isEndElement() && xml.name() == QLatin1String("translation"))
                        break;
                }
                if (message.translations.isEmpty())
                    message.translations << text;
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            messages.push_back(message);
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return messages;
}

} // namespace trainyard::test
