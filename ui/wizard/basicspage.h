#pragma once

#include "wizardpage.h"

#include <nlohmann/json.hpp>

#include <QList>
#include <QTimer>

class QComboBox;
class QLineEdit;

namespace trainyard::ui {

class BackendSession;

// Where and what: the backend, the job id (suggested, checked live against the rules and against the
// backend's existing jobs), labels and region.
class BasicsPage : public WizardPage {
    Q_OBJECT

public:
    BasicsPage(JobDraft* draft, FieldBinder* binder, QList<BackendSession*> sessions, QWidget* parent = nullptr);

    BackendSession* target() const;
    void setTarget(BackendSession* session);
    QLineEdit* jobIdField() const { return m_jobId; }
    // "mnist_20261122_140312": a base name (the module's package, else "job") plus date and time.
    static QString suggestId(const QString& base, const QDateTime& now);
    static nlohmann::json labelsFromText(const QString& text);
    // One entry of the region list: the region a job names, what the list says of it, and, for a
    // location that takes no jobs now, disabled with the reason as its tooltip.
    struct RegionChoice {
        QString region;
        QString label;
        bool enabled = true;
        QString toolTip {};
    };
    // The regions the backend serves, its default first; empty: the catalog's, until it answers.
    void setRegions(const QStringList& regions);
    void setRegionChoices(QList<RegionChoice> choices);

signals:
    void targetChanged(trainyard::ui::BackendSession* session);

private:
    void checkIdOnBackend();
    void onIdChecked(quint64 generation, const std::string& jobId, const QString& backendName, bool exists);
    void labelsEdited(const QString& text);
    void refreshRegions();

    QList<BackendSession*> m_sessions;
    QComboBox* m_backend;
    QLineEdit* m_jobId;
    QLineEdit* m_labels;
    QComboBox* m_region;
    QList<RegionChoice> m_regions;
    QTimer m_idCheck;
    quint64 m_idGeneration = 0;
};

} // namespace trainyard::ui
