#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QRadioButton;
class QStackedWidget;
class QTableWidget;

namespace trainyard::ui {

class FieldBinder;
class VertexDraft;

// One worker pool of a Vertex job: whether it is used (pool 0 always is, with one replica), its
// machine with the accelerators that machine takes and in the counts it takes them, its boot disk,
// and its code — a Python package on a prebuilt training container from the catalog, or a custom
// container — with the pool's env vars. Bound to the pool's paths; built again when the draft's kind
// moves the pools (jobSpec ↔ trialJobSpec).
class VertexPoolEditor : public QWidget {
    Q_OBJECT

public:
    VertexPoolEditor(VertexDraft* draft, FieldBinder* binder, int pool, QWidget* parent = nullptr);

    static QString poolTitle(int pool); // "Pool 1 — workers"

private:
    void refresh(); // what depends on other fields: the accelerators, whether the pool is used
    QWidget* packageEditor(const std::string& spec);
    QWidget* containerEditor(const std::string& spec);
    QWidget* envEditor(const std::string& envPath);

    VertexDraft* m_draft;
    FieldBinder* m_binder;
    int m_pool;
    QCheckBox* m_used = nullptr;
    QWidget* m_body = nullptr;
    QComboBox* m_machine = nullptr;
    QComboBox* m_accelerator = nullptr;
    QComboBox* m_count = nullptr;
    QRadioButton* m_package = nullptr;
    QRadioButton* m_container = nullptr;
    QStackedWidget* m_code = nullptr;
};

} // namespace trainyard::ui
