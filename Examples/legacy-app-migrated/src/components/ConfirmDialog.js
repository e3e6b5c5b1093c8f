import React from 'react';
import PropTypes from 'prop-types';
import Modal from 'react-modal';
import { Button } from './Button';

Modal.setAppElement('#root');

const ConfirmDialog = ({ isOpen, title, children, onConfirm, onCancel }) => (
  <Modal isOpen={isOpen} onRequestClose={onCancel} contentLabel={title} className="dialog" overlayClassName="dialog__overlay">
    <h2>{title}</h2>
    <div className="dialog__body">{children}</div>
    <footer className="dialog__actions">
      <Button kind="secondary" onClick={onCancel}>Stay</Button>
      <Button kind="danger" onClick={onConfirm}>Leave</Button>
    </footer>
  </Modal>
);

ConfirmDialog.propTypes = {
  isOpen: PropTypes.bool.isRequired,
  title: PropTypes.string.isRequired,
  children: PropTypes.node,
  onConfirm: PropTypes.func.isRequired,
  onCancel: PropTypes.func.isRequired,
};

export default ConfirmDialog;
